import { Component as DefaultLayout } from '@/app/layouts/default-layout';
import { ModeratorLayout } from '@/app/layouts/moderator-layout';
import { useLoggedIn } from '@/lib/session';

/**
 * The moderation page's frame: the organiser keeps the default layout with its menu; a moderator gets
 * one with no menu (platform §2). The route guard has decided who may be here.
 */
export function Component() {
  return useLoggedIn() ? <DefaultLayout /> : <ModeratorLayout />;
}
