import { type Moderator, type ModeratorList, moderatorListSchema, moderatorSchema } from '@booth/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The organiser's calls on a campaign's moderators (campaigns §7 Moderators). */
export const moderatorsKey = (slug: string) => ['moderators', slug] as const;

/** GET /moderators?eventSlug= */
export function getModerators(slug: string, signal?: AbortSignal): Promise<ModeratorList> {
  return apiRequest(`/moderators?${new URLSearchParams({ eventSlug: slug }).toString()}`, { schema: moderatorListSchema, signal });
}

export function getModeratorsQueryOptions(slug: string) {
  return queryOptions({ queryKey: moderatorsKey(slug), queryFn: ({ signal }) => getModerators(slug, signal) });
}

export function useModerators(slug: string) {
  return useQuery(getModeratorsQueryOptions(slug));
}

/** POST /moderators {email, eventSlug} → 201; the invitation goes out by e-mail. 409 when the address is one already. */
export function inviteModerator(body: { email: string; eventSlug: string }): Promise<Moderator> {
  return apiRequest('/moderators', { method: 'POST', body, schema: moderatorSchema });
}

/** PATCH /moderators/{id} {email}: a new address is a new invitation. */
export function changeModerator({ id, email }: { id: string; email: string }): Promise<Moderator> {
  return apiRequest(`/moderators/${encodeURIComponent(id)}`, { method: 'PATCH', body: { email }, schema: moderatorSchema });
}

/** DELETE /moderators/{id}: their sign-in ends. */
export async function removeModerator(id: string): Promise<void> {
  await apiRequest(`/moderators/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** POST /moderators/{id}/resend: a new invitation (or password) link. */
export function resendInvitation(id: string): Promise<Moderator> {
  return apiRequest(`/moderators/${encodeURIComponent(id)}/resend`, { method: 'POST', schema: moderatorSchema });
}

function useRefresh(slug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moderatorsKey(slug) });
}

export function useInviteModerator(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({ mutationFn: (email: string) => inviteModerator({ email, eventSlug: slug }), onSuccess: refresh });
}

export function useChangeModerator(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({ mutationFn: changeModerator, onSuccess: refresh });
}

export function useRemoveModerator(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({ mutationFn: removeModerator, onSettled: refresh });
}

export function useResendInvitation(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({ mutationFn: resendInvitation, onSuccess: refresh });
}
