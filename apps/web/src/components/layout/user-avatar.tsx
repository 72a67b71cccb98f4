import type { User } from '@siteline/contract';
import { cn } from '../../lib/cn.ts';

export interface UserAvatarProps {
  user: Pick<User, 'firstName' | 'email' | 'profileImageUrl'>;
  className?: string;
}

/** The profile image, or the first letter of the first name (or e-mail). */
export function UserAvatar({ user, className }: UserAvatarProps) {
  const initial = (user.firstName || user.email || '?').charAt(0).toUpperCase();
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" className={cn('h-8 w-8 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex h-8 w-8 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-sm font-semibold text-white',
        className,
      )}
    >
      {initial}
    </span>
  );
}
