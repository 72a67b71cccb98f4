import { Bot, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** 'No assistants yet' with the first-assistant call to action. */
export function DashboardEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Card className="flex flex-col items-center border-dashed px-6 py-16 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-indigo-50">
        <Bot className="h-7 w-7 text-indigo-600" aria-hidden />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-slate-900">No assistants yet</h2>
      <p className="mt-2 max-w-md text-sm text-slate-500">
        Point Siteline at your website and get an assistant that answers your visitors' questions from your own content, in about a minute.
      </p>
      <Button className="mt-6" onClick={onCreate}>
        <Plus className="h-4 w-4" aria-hidden />
        Create Your First Assistant
      </Button>
    </Card>
  );
}
