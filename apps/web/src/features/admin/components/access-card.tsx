import { type CustomerDetail, type CustomerPatch, type CustomerRoleName, customerRoleNames, hasScope, knownScopes } from '@booth/shared';
import { Button, Checkbox, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useUpdateCustomer } from '@/features/admin/api/update-customer';
import { sameScope, withScope } from '@/features/admin/scope';
import { SectionCard } from '@/features/admin/components/section-card';

type Access = Pick<CustomerDetail, 'role' | 'admin' | 'scope'> & { creditConsumption: boolean };

function accessOf(customer: CustomerDetail): Access {
  return { role: customer.role, admin: customer.admin, scope: customer.scope, creditConsumption: customer.credits.creditConsumption };
}

/** Only what changed goes to the server, so the audit entry names exactly the changed fields. */
function changes(before: Access, after: Access): CustomerPatch {
  const patch: CustomerPatch = {};
  if (before.role !== after.role) patch.role = after.role;
  if (before.admin !== after.admin) patch.admin = after.admin;
  if (!sameScope(before.scope, after.scope)) patch.scope = after.scope;
  if (before.creditConsumption !== after.creditConsumption) patch.creditConsumption = after.creditConsumption;
  return patch;
}

/** Role (tester included), the admin flag, the scopes of platform §6 and credit metering (PATCH /customers/{id}). */
export function AccessCard({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('admin');
  const update = useUpdateCustomer();
  const saved = accessOf(customer);
  // Edits start from the saved record and follow it when it changes elsewhere (key by its values).
  const [draft, setDraft] = useState<Access>(saved);
  const [base, setBase] = useState(saved);
  if (JSON.stringify(base) !== JSON.stringify(saved)) {
    setBase(saved);
    setDraft(saved);
  }
  const patch = changes(saved, draft);
  const dirty = Object.keys(patch).length > 0;

  const save = () =>
    update.mutate(
      { id: customer.id, patch },
      { onSuccess: () => notifications.show({ color: 'teal', message: t('access.saved') }) },
    );

  return (
    <SectionCard title={t('access.title')} description={t('access.subtitle')} testId="customer-access">
      <Stack gap="md">
        <Select
          label={t('access.role')}
          data={customerRoleNames.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          value={draft.role}
          allowDeselect={false}
          onChange={(role) => role && setDraft({ ...draft, role: role as CustomerRoleName })}
          description={t('access.roleHint')}
          data-testid="access-role"
        />
        <Switch label={t('access.admin')} description={t('access.adminHint')} checked={draft.admin} onChange={(event) => setDraft({ ...draft, admin: event.currentTarget.checked })} data-testid="access-admin" />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('access.scope')}
          </Text>
          {knownScopes.map((scope) => (
            <Checkbox
              key={scope}
              label={t(`access.scopes.${scope}`)}
              checked={hasScope(draft.scope, scope)}
              onChange={(event) => setDraft({ ...draft, scope: withScope(draft.scope, scope, event.currentTarget.checked) })}
              data-testid={`access-scope-${scope}`}
            />
          ))}
        </Stack>
        <Switch
          label={t('access.creditConsumption')}
          description={t('access.creditConsumptionHint')}
          checked={draft.creditConsumption}
          onChange={(event) => setDraft({ ...draft, creditConsumption: event.currentTarget.checked })}
          data-testid="access-credit-consumption"
        />
        {update.isError && <ApiErrorAlert error={update.error} testId="access-error" />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={!dirty || update.isPending} onClick={() => setDraft(saved)}>
            {t('access.reset')}
          </Button>
          <Button disabled={!dirty} loading={update.isPending} onClick={save} data-testid="access-save">
            {t('access.save')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
