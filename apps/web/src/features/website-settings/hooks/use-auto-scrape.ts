import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Assistant, AutoScrapeSettings } from '@siteline/contract';
import { toast } from '../../../hooks/use-toast.ts';
import { errorMessage, hasErrorCode } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { updateAutoScrapeRequest } from '../../../api/assistants.api.ts';

/** True for the 403 a plan without auto-scraping gets. */
export function isPlanFeatureError(error: unknown): boolean {
  return hasErrorCode(error, 'PLAN_FEATURE_UNAVAILABLE');
}

/** Saves the auto-scrape switch and schedule, and writes the answer into the cached assistant list. */
export function useAutoScrape(assistantId: string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: Partial<AutoScrapeSettings>) => updateAutoScrapeRequest(assistantId, input),
    onSuccess: (settings) => {
      queryClient.setQueryData<Assistant[] | null>(queryKeys.assistants, (list) =>
        list?.map((assistant) => (assistant.id === assistantId ? { ...assistant, ...settings } : assistant)),
      );
      toast({
        title: 'Auto-scraping updated',
        description: settings.autoScrapeEnabled ? `Your website will be scraped ${settings.scrapeSchedule}.` : 'Automatic scraping is off.',
      });
    },
    onError: (error) => {
      if (isPlanFeatureError(error)) {
        toast({
          variant: 'destructive',
          title: 'Premium Feature',
          description: 'Auto-scraping is available on Pro and Enterprise plans. Upgrade to unlock this feature!',
          action: { label: 'Upgrade Plan', onClick: () => navigate('/billing') },
        });
        return;
      }
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to update auto-scraping settings') });
    },
  });
}
