import { Copy, ExternalLink, FileCode2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

export interface EmbedQuickActionsProps {
  onGenerateTestPage: () => void;
  onCopyEmbedCode: () => void;
  onViewDemo: () => void;
}

/** Shortcuts above the settings: test page, copy code, demo page. */
export function EmbedQuickActions({ onGenerateTestPage, onCopyEmbedCode, onViewDemo }: EmbedQuickActionsProps) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Quick actions">
      <Button variant="outline" size="sm" onClick={onGenerateTestPage}>
        <FileCode2 className="h-4 w-4" aria-hidden />
        Generate Test Page
      </Button>
      <Button variant="outline" size="sm" onClick={onCopyEmbedCode}>
        <Copy className="h-4 w-4" aria-hidden />
        Copy Embed Code
      </Button>
      <Button variant="outline" size="sm" onClick={onViewDemo}>
        <ExternalLink className="h-4 w-4" aria-hidden />
        View Demo
      </Button>
    </div>
  );
}
