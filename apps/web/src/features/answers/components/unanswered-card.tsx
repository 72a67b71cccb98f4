import { HelpCircle, ThumbsDown } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useDismissUnanswered, useUnanswered } from '../api/answers.api.ts';
import type { AnswerDraft } from './answer-dialog.tsx';

export interface UnansweredCardProps {
  assistantId: string;
  onAddAnswer: (draft: AnswerDraft) => void;
}

const when = (iso: string) => new Date(iso).toLocaleString();

/** What visitors asked that the site does not say, with one click to teach the answer; low-rated answers beside. */
export function UnansweredCard({ assistantId, onAddAnswer }: UnansweredCardProps) {
  const { data, isPending, isError } = useUnanswered(assistantId);
  const dismiss = useDismissUnanswered(assistantId);
  const questions = data?.questions ?? [];
  const lowRated = data?.lowRated ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HelpCircle className="h-5 w-5 text-amber-500" aria-hidden />
          Unanswered questions
        </CardTitle>
        <CardDescription>Questions visitors asked that your website does not answer. Teach the answer once.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {isPending ? (
          <p className="text-sm text-slate-500">Loading...</p>
        ) : isError ? (
          <p className="text-sm text-red-600">We couldn't load the unanswered questions.</p>
        ) : questions.length === 0 ? (
          <p className="text-sm text-slate-500">No unanswered questions. Your assistant answered everything visitors asked.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Unanswered questions">
            {questions.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{q.question}</p>
                  <p className="text-xs text-slate-500">
                    Asked {q.askedCount} {q.askedCount === 1 ? 'time' : 'times'} · last {when(q.lastAskedAt)}
                  </p>
                </div>
                <Button size="sm" onClick={() => onAddAnswer({ question: q.question, answer: '', questionId: q.id })}>
                  Add answer
                </Button>
                <Button size="sm" variant="ghost" onClick={() => dismiss.mutate(q.id)} disabled={dismiss.isPending}>
                  Dismiss
                </Button>
              </li>
            ))}
          </ul>
        )}
        {lowRated.length > 0 && (
          <section aria-label="Low-rated answers">
            <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-700">
              <ThumbsDown className="h-4 w-4" aria-hidden />
              Low-rated answers
            </h3>
            <ul className="divide-y divide-slate-100">
              {lowRated.map((item) => (
                <li key={item.conversationId} className="flex flex-wrap items-start gap-3 py-3">
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-medium break-words text-slate-900">{item.question || '(no question)'}</p>
                    <p className="line-clamp-2 break-words text-slate-600">{item.answer}</p>
                  </div>
                  <Badge variant="warning">{item.rating}/5</Badge>
                  <Button size="sm" variant="outline" onClick={() => onAddAnswer({ question: item.question, answer: '' })} disabled={!item.question}>
                    Add answer
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
