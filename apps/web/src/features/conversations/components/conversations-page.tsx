import { useEffect, useState } from 'react';
import { Download, HelpCircle, MessageSquare, MessagesSquare, Star } from 'lucide-react';
import { Link } from 'wouter';
import { DATE_RANGES, markdownToPlainText, type ConversationSummary, type DateRange } from '@siteline/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useAssistants } from '../../../hooks/use-assistants.ts';
import { useConversationList, useDownloadConversations, type ConversationFilters } from '../api/conversations.api.ts';
import { assistantLabel, formatDate, formatTime, satisfactionLabel } from '../lib/conversation-display.ts';
import { ConversationThreadDialog } from './conversation-thread-dialog.tsx';

const DATE_LABELS: Record<DateRange, string> = { all: 'All Time', today: 'Today', week: 'This Week', month: 'This Month' };
const SEARCH_DELAY_MS = 300;

/** /conversations: every conversation the owner's assistants had, with totals, filters, search and downloads. */
export function ConversationsPage() {
  const assistants = useAssistants();
  const [assistant, setAssistant] = useState('all');
  const [date, setDate] = useState<DateRange>('all');
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);
  const filters: ConversationFilters = { assistant, date, search };
  const list = useConversationList(filters);
  const download = useDownloadConversations();
  const stats = list.data?.pages[0]?.stats;
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];

  return (
    <>
      <PageHeader
        title="Conversations"
        description="Every conversation your assistants have had, searchable and downloadable."
        actions={
          <Button onClick={() => download.mutate(undefined)} disabled={download.isPending}>
            <Download className="h-4 w-4" aria-hidden />
            Download All
          </Button>
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard icon={MessagesSquare} label="Total Conversations" value={stats ? stats.totalConversations.toLocaleString() : '–'} />
        <StatCard icon={MessageSquare} label="Total Messages" value={stats ? stats.totalMessages.toLocaleString() : '–'} />
        <StatCard icon={Star} label="Avg Satisfaction" value={stats ? satisfactionLabel(stats) : '–'} />
      </div>
      <Card className="mb-6 grid gap-3 p-4 sm:grid-cols-3">
        <div>
          <Label htmlFor="conversations-assistant">Assistant</Label>
          <Select
            id="conversations-assistant"
            className="mt-1"
            value={assistant}
            onValueChange={setAssistant}
            options={[{ value: 'all', label: 'All Assistants' }, ...(assistants.data ?? []).map((a) => ({ value: a.id, label: a.name }))]}
          />
          {assistant !== 'all' && (
            <Link href={`/bot/${encodeURIComponent(assistant)}#answers`} className="mt-2 inline-flex items-center gap-1 text-sm text-blue-600 hover:underline">
              <HelpCircle className="h-4 w-4" aria-hidden />
              Unanswered questions and taught answers
            </Link>
          )}
        </div>
        <div>
          <Label htmlFor="conversations-date">Date Range</Label>
          <Select
            id="conversations-date"
            className="mt-1"
            value={date}
            onValueChange={setDate}
            options={DATE_RANGES.map((value) => ({ value, label: DATE_LABELS[value] }))}
          />
        </div>
        <label className="text-sm font-medium text-slate-700">
          Search
          <Input
            className="mt-1"
            type="search"
            placeholder="Search messages..."
            value={searchInput}
            maxLength={200}
            onChange={(e) => setSearchInput(e.target.value)}
          />
        </label>
      </Card>
      {list.isPending ? (
        <Card className="h-40 animate-pulse bg-slate-100/60" />
      ) : list.isError ? (
        <Card className="p-6 text-sm text-red-600">{list.error.message || "We couldn't load your conversations."}</Card>
      ) : conversations.length === 0 ? (
        <Card className="flex flex-col items-center border-dashed px-6 py-16 text-center">
          <MessagesSquare className="h-8 w-8 text-slate-400" aria-hidden />
          <h2 className="mt-4 text-lg font-semibold text-slate-900">No conversations yet</h2>
          <p className="mt-2 max-w-md text-sm text-slate-500">
            {search || assistant !== 'all' || date !== 'all'
              ? 'Nothing matches these filters.'
              : 'Conversations appear here once visitors chat with your assistants.'}
          </p>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Conversations">
          {conversations.map((c) => (
            <ConversationRow
              key={c.id}
              conversation={c}
              onOpen={() => setOpenId(c.id)}
              onDownload={() => download.mutate({ id: c.assistantId, name: c.assistantName })}
              isDownloading={download.isPending}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
      <ConversationThreadDialog conversationId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

function StatCard({ icon: Icon, label, value }: { icon: typeof Star; label: string; value: string }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-50">
        <Icon className="h-5 w-5 text-indigo-600" aria-hidden />
      </span>
      <div>
        <p className="text-sm text-slate-500">{label}</p>
        <p className="text-2xl font-bold text-slate-900">{value}</p>
      </div>
    </Card>
  );
}

interface ConversationRowProps {
  conversation: ConversationSummary;
  onOpen: () => void;
  onDownload: () => void;
  isDownloading: boolean;
}

function ConversationRow({ conversation: c, onOpen, onDownload, isDownloading }: ConversationRowProps) {
  const name = assistantLabel(c.assistantName);
  return (
    <li>
      <Card className="flex flex-wrap items-start gap-4 p-4">
        <button
          type="button"
          onClick={onOpen}
          className="min-w-0 flex-1 text-left"
          aria-label={`Open the conversation with ${name} of ${formatDate(c.createdAt)}`}
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{name}</span>
            <Badge variant="secondary">{c.messageCount} messages</Badge>
            {c.satisfactionRating !== null && <Badge variant="outline">★ {c.satisfactionRating}/5</Badge>}
            <span className="text-xs text-slate-500">{formatDate(c.createdAt)}</span>
          </div>
          {c.lastMessage && (
            <p className="mt-2 line-clamp-2 text-sm break-words text-slate-600">
              <span className="font-medium capitalize text-slate-700">{c.lastMessage.role}</span>
              <span className="text-xs text-slate-400"> · {formatTime(c.lastMessage.timestamp)}</span>: {markdownToPlainText(c.lastMessage.content)}
            </p>
          )}
        </button>
        <Button size="sm" variant="outline" onClick={onDownload} disabled={isDownloading} aria-label={`Download ${name} conversations`}>
          <Download className="h-4 w-4" aria-hidden />
        </Button>
      </Card>
    </li>
  );
}
