import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast.ts';
import { errorMessage, isScrapingLimitError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { rescrapeAssistantRequest } from '../../../api/assistants.api.ts';

/** Queues a new crawl; the assistants list then polls until it finishes. */
export function useRescrape(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rescrapeAssistantRequest(assistantId),
    onSuccess: (response) => {
      toast({ title: 'Rescrape started', description: response.message || 'Your website is being scraped again.' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.assistants });
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionLimits });
    },
    onError: (error) => {
      // The app shell shows the quota toast and redirects to /billing.
      if (isScrapingLimitError(error)) return;
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to scrape website') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.assistants });
    },
  });
}
