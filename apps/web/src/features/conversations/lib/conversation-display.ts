import { averageSatisfaction, type ConversationStats } from '@siteline/contract';

/** 'Avg Satisfaction' as spec 02 shows it: x/5 with one decimal. */
export const satisfactionLabel = (stats: ConversationStats | null | undefined) =>
  `${averageSatisfaction(stats ?? { totalRating: 0, totalConversations: 0 })}/5`;

export const assistantLabel = (name: string | null | undefined) => name || 'Unknown Assistant';

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
export const formatTime = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
