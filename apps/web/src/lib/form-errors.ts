/** Anything with zod's `safeParse` shape (the contract schemas). */
export interface SafeParser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

export type FieldErrors = Partial<Record<string, string>>;

/** Validates form values with a contract schema; returns the parsed data or the first message per field. */
export function validateForm<T>(schema: SafeParser<T>, values: unknown): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}
