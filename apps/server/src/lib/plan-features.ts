import { AppError } from './app-error.ts';

/** Throws the spec's 403 for a premium feature the account's plan lacks. */
export function assertPlanAllows(isAllowed: boolean, feature: string): void {
  if (!isAllowed) {
    throw new AppError('PLAN_FEATURE_UNAVAILABLE', `${feature} is not available on your current plan. Upgrade to Pro or Enterprise to use it.`);
  }
}
