import { useState, type FormEvent } from 'react';
import { TAUGHT_ANSWER_MAX, TAUGHT_QUESTION_MAX, taughtAnswerInputSchema } from '@siteline/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useSaveTaughtAnswer } from '../api/answers.api.ts';

/** What the dialog opens with: a new answer (its question filled in from an unanswered one) or one to change. */
export interface AnswerDraft {
  question: string;
  answer: string;
  answerId?: string;
  questionId?: string;
}

export interface AnswerDialogProps {
  assistantId: string;
  draft: AnswerDraft | null;
  onClose: () => void;
}

/** "Add answer": the owner writes the answer once; visitors asking the same thing get it as written. */
export function AnswerDialog({ assistantId, draft, onClose }: AnswerDialogProps) {
  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => !open && onClose()}
      title={draft?.answerId ? 'Edit answer' : 'Add answer'}
      description="Visitors who ask this question, or the same thing in other words, get your answer as you write it here."
    >
      {draft && <AnswerForm key={draft.answerId ?? draft.questionId ?? 'new'} assistantId={assistantId} draft={draft} onDone={onClose} />}
    </Dialog>
  );
}

function AnswerForm({ assistantId, draft, onDone }: { assistantId: string; draft: AnswerDraft; onDone: () => void }) {
  const [question, setQuestion] = useState(draft.question);
  const [answer, setAnswer] = useState(draft.answer);
  const [error, setError] = useState<{ question?: string; answer?: string }>({});
  const save = useSaveTaughtAnswer(assistantId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = taughtAnswerInputSchema.safeParse({ question, answer });
    if (!parsed.success) {
      const found: { question?: string; answer?: string } = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as 'question' | 'answer'] ??= issue.message;
      setError(found);
      return;
    }
    save.mutate({ input: parsed.data, answerId: draft.answerId, questionId: draft.questionId }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormField id="taught-question" label="Question" error={error.question}>
        <Input id="taught-question" value={question} maxLength={TAUGHT_QUESTION_MAX} onChange={(e) => setQuestion(e.target.value)} />
      </FormField>
      <FormField
        id="taught-answer"
        label="Answer"
        error={error.answer}
        hint={`${answer.length.toLocaleString('en-US')}/${TAUGHT_ANSWER_MAX.toLocaleString('en-US')} characters`}
      >
        <Textarea id="taught-answer" rows={5} value={answer} maxLength={TAUGHT_ANSWER_MAX} onChange={(e) => setAnswer(e.target.value)} autoFocus />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save answer'}
        </Button>
      </div>
    </form>
  );
}
