/** Query keys double as GET paths (see `getQueryFn`): reuse these so invalidation hits every reader. */
export const queryKeys = {
  authUser: ['/api/auth/user'] as const,
  subscriptionLimits: ['/api/subscription/limits'] as const,
  usage: ['/api/usage'] as const,
  assistants: ['/api/assistants'] as const,
  assistant: (id: string) => ['/api/assistants', id] as const,
};
