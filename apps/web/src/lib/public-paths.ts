/** Paths the request layer treats as public: a 401 there does not send the user to /login. */
export const PUBLIC_PATHS = ['/', '/login', '/register', '/pricing', '/docs', '/terms', '/privacy', '/about'] as const;

/** True for the public paths of the route table (exact match, trailing slash ignored). */
export function isPublicPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(normalised);
}
