import { useEffect, useRef, useState } from 'react';
import { AnswerDialog, type AnswerDraft } from './answer-dialog.tsx';
import { TaughtAnswersCard } from './taught-answers-card.tsx';
import { UnansweredCard } from './unanswered-card.tsx';

/** The assistant's knowledge gaps and the answers its owner taught, side by side, sharing one "Add answer" dialog. */
export function AssistantAnswersSection({ assistantId }: { assistantId: string }) {
  const [draft, setDraft] = useState<AnswerDraft | null>(null);
  const section = useRef<HTMLDivElement>(null);
  // The conversations screen links here as /bot/{id}#answers.
  useEffect(() => {
    if (window.location.hash === '#answers') section.current?.scrollIntoView();
  }, []);
  return (
    <div id="answers" ref={section} className="mt-6 grid scroll-mt-6 items-start gap-6 xl:grid-cols-2">
      <UnansweredCard assistantId={assistantId} onAddAnswer={setDraft} />
      <TaughtAnswersCard assistantId={assistantId} onEdit={setDraft} />
      <AnswerDialog assistantId={assistantId} draft={draft} onClose={() => setDraft(null)} />
    </div>
  );
}
