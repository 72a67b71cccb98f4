import { Globe, MessageSquareText, Rocket } from 'lucide-react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';

const SCENES = [
  { icon: Globe, title: 'Paste your website address', text: 'Siteline crawls your pages and builds a knowledge base in about two minutes.' },
  { icon: MessageSquareText, title: 'Test your assistant', text: 'Ask it anything a customer would. Every answer comes from your own content.' },
  { icon: Rocket, title: 'Go live with one line', text: 'Copy the script tag into your site. The chat bubble appears for every visitor.' },
];

/** Recorded from the real product by scripts/record-demo-video.ts (see its header to remake it). */
const DEMO_VIDEO = { src: '/demo/siteline-demo.webm', poster: '/demo/siteline-demo-poster.jpg' };

export interface DemoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'See How It Works' / 'Watch Demo': a short walkthrough and the way to start. */
export function DemoDialog({ open, onOpenChange }: DemoDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="See Siteline in action"
      description="From website to live AI assistant in about five minutes."
      className="max-w-2xl"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close Demo
          </Button>
          <a href="/register" className={buttonVariants()}>
            Start Building Your AI Assistant
          </a>
        </>
      }
    >
      <video
        className="aspect-video w-full rounded-xl border border-slate-200 bg-slate-900"
        controls
        playsInline
        preload="none"
        poster={DEMO_VIDEO.poster}
        aria-label="Siteline demo: sign up, create an assistant from a website, ask it a question and add it to the site"
      >
        <source src={DEMO_VIDEO.src} type="video/webm" />
      </video>
      <ol className="mt-5 grid gap-4 sm:grid-cols-3">
        {SCENES.map((scene, index) => (
          <li key={scene.title} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
            <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-indigo-600 text-white">
              <scene.icon className="h-5 w-5" aria-hidden />
            </span>
            <p className="mt-3 text-sm font-semibold text-slate-900">
              {index + 1}. {scene.title}
            </p>
            <p className="mt-1 text-sm text-slate-700">{scene.text}</p>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
