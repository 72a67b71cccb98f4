import { Bot, Send } from 'lucide-react';

const MESSAGES = [
  { from: 'visitor', text: 'Do you ship to Canada, and how long does it take?' },
  { from: 'assistant', text: 'Yes! We ship to Canada in 3-5 business days. Orders over $50 ship free. Want me to check a product for you?' },
  { from: 'visitor', text: 'Great, what are your opening hours?' },
  { from: 'assistant', text: "We're open Monday to Saturday, 9am to 6pm. I'm here 24/7 for anything else." },
] as const;

/** A static picture of the widget in the hero: it does not send anything. */
export function SampleChat() {
  return (
    <div className="w-full max-w-md overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-2xl shadow-indigo-500/10">
      <div className="flex items-center gap-3 bg-gradient-to-r from-indigo-600 to-violet-600 px-5 py-4 text-white">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-white/20">
          <Bot className="h-5 w-5" aria-hidden />
        </span>
        <div>
          <p className="text-sm font-semibold">Store Assistant</p>
          <p className="flex items-center gap-1.5 text-xs text-indigo-100">
            <span className="h-2 w-2 rounded-full bg-emerald-400" aria-hidden /> Online now
          </p>
        </div>
      </div>
      <div className="space-y-3 bg-slate-50 px-4 py-5">
        {MESSAGES.map((message, index) => (
          <div key={index} className={message.from === 'visitor' ? 'flex justify-end' : 'flex justify-start'}>
            <p
              className={
                message.from === 'visitor'
                  ? 'max-w-[80%] rounded-2xl rounded-br-md bg-indigo-600 px-4 py-2.5 text-sm text-white'
                  : 'max-w-[80%] rounded-2xl rounded-bl-md bg-white px-4 py-2.5 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200'
              }
            >
              {message.text}
            </p>
          </div>
        ))}
      </div>
      <div className="flex items-center gap-2 border-t border-slate-200 px-4 py-3">
        <input disabled aria-label="Sample message" placeholder="Type your message..." className="flex-1 bg-transparent text-sm text-slate-400 outline-none" />
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-indigo-600 text-white">
          <Send className="h-4 w-4" aria-hidden />
        </span>
      </div>
      <p className="pb-3 text-center text-[11px] text-slate-600">Powered by Siteline</p>
    </div>
  );
}
