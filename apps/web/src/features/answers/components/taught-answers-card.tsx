import { GraduationCap, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useDeleteTaughtAnswer, useTaughtAnswers } from '../api/answers.api.ts';
import type { AnswerDraft } from './answer-dialog.tsx';

export interface TaughtAnswersCardProps {
  assistantId: string;
  onEdit: (draft: AnswerDraft) => void;
}

/** The answers the owner taught this assistant; they stay through every re-scrape. */
export function TaughtAnswersCard({ assistantId, onEdit }: TaughtAnswersCardProps) {
  const { data, isPending, isError } = useTaughtAnswers(assistantId);
  const remove = useDeleteTaughtAnswer(assistantId);
  const answers = data ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div>
          <CardTitle className="flex items-center gap-2">
            <GraduationCap className="h-5 w-5 text-indigo-600" aria-hidden />
            Taught answers
          </CardTitle>
          <CardDescription>Your own answers, used before the website's content and kept through every re-scrape.</CardDescription>
        </div>
        <Button size="sm" variant="outline" onClick={() => onEdit({ question: '', answer: '' })}>
          Add answer
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p className="text-sm text-slate-500">Loading...</p>
        ) : isError ? (
          <p className="text-sm text-red-600">We couldn't load the taught answers.</p>
        ) : answers.length === 0 ? (
          <p className="text-sm text-slate-500">No taught answers yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Taught answers">
            {answers.map((a) => (
              <li key={a.id} className="flex items-start gap-3 py-3">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium break-words text-slate-900">{a.question}</p>
                  <p className="whitespace-pre-line break-words text-slate-600">{a.answer}</p>
                </div>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Edit the answer to ${a.question}`}
                  onClick={() => onEdit({ question: a.question, answer: a.answer, answerId: a.id })}
                >
                  <Pencil className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Delete the answer to ${a.question}`}
                  onClick={() => remove.mutate(a.id)}
                  disabled={remove.isPending}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
