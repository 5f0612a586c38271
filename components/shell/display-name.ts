/** "Ada Lovelace", or the e-mail when no name was given at onboarding. */
export function displayName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}
