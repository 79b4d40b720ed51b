import { checkPostalAddress, postalAddressSchema, type GuestTextKey, type PostalAddress } from '@booth/shared';

export type AddressField = keyof PostalAddress;
export type AddressDraft = Record<AddressField, string>;
/** A field's problem as a guest text key (and its placeholders). */
export type FieldProblem = { key: GuestTextKey; vars?: Record<string, number> };
export type AddressProblems = Partial<Record<AddressField, FieldProblem>>;

export const ADDRESS_FIELDS: readonly AddressField[] = ['firstName', 'lastName', 'addressLine1', 'addressLine2', 'zip', 'city', 'state', 'country'];

export const emptyAddress = (country: string): AddressDraft => ({ firstName: '', lastName: '', addressLine1: '', addressLine2: '', city: '', zip: '', state: '', country });

const maxOf = (field: AddressField): number => {
  const schema = postalAddressSchema.shape[field];
  const bag = 'unwrap' in schema ? schema.unwrap() : schema;
  return 'maxLength' in bag && typeof bag.maxLength === 'number' ? bag.maxLength : 100;
};

/** The longest each field may be (postalAddressSchema), for the inputs' maxLength. */
export const FIELD_MAX: Record<AddressField, number> = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, maxOf(field)])) as Record<AddressField, number>;

/**
 * Checks an address as the server will (campaigns §3 Print job): the shared schema (required lines,
 * lengths), then the per-country rules (postcode format, US state, where postcards go). Answers the
 * parsed address, or a problem per field named in the guest's words.
 */
export function validateAddress(draft: AddressDraft): { address: PostalAddress } | { problems: AddressProblems } {
  const parsed = postalAddressSchema.safeParse(draft);
  if (!parsed.success) {
    const problems: AddressProblems = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as AddressField;
      if (problems[field]) continue;
      if (field === 'country') problems[field] = { key: 'postal.countryUnsupported' };
      else if (issue.code === 'too_big') problems[field] = { key: 'form.tooLong', vars: { max: FIELD_MAX[field] } };
      else problems[field] = { key: 'form.required' };
    }
    return { problems };
  }
  const issues = checkPostalAddress(parsed.data);
  if (issues.length === 0) return { address: parsed.data };
  return { problems: Object.fromEntries(issues.map((issue) => [issue.path, { key: `postal.${issue.code}` as GuestTextKey }])) };
}
