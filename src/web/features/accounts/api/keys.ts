/** THE query keys of the accounts area. */
export const accountKeys = {
  /** Whom an invitation link is for (POST /api/invitations/lookup). */
  invitation: (token: string) => ['invitation', token] as const,
};
