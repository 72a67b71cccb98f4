import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useRotateApiKey } from '../hooks/use-rotate-api-key.ts';

export interface RotateKeyButtonProps {
  assistantId: string;
}

/** "Rotate key", confirmed in a dialog because every integration using the old key stops working. */
export function RotateKeyButton({ assistantId }: RotateKeyButtonProps) {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const rotation = useRotateApiKey(assistantId);
  const rotate = () => rotation.mutate(undefined, { onSettled: () => setIsConfirmOpen(false) });
  return (
    <>
      <Button variant="outline" onClick={() => setIsConfirmOpen(true)}>
        <RefreshCw className="h-4 w-4" aria-hidden />
        Rotate key
      </Button>
      <Dialog
        open={isConfirmOpen}
        onOpenChange={(open) => !rotation.isPending && setIsConfirmOpen(open)}
        title="Rotate the API key?"
        description="A new key is created and the current one stops working at once: bots and servers using it get 401 until you give them the new key. The website widget is not affected."
        footer={
          <>
            <Button variant="outline" onClick={() => setIsConfirmOpen(false)} disabled={rotation.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={rotate} disabled={rotation.isPending}>
              {rotation.isPending ? 'Rotating…' : 'Rotate key'}
            </Button>
          </>
        }
      />
    </>
  );
}
