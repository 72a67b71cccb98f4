import type { EmbedConfig, WidgetConfig } from '@siteline/contract';
import { WidgetApi, WidgetApiError, type WidgetEvent } from './api-client.ts';
import { loadChat, saveChat, type StoredChat } from './chat-store.ts';
import { appendNotice, buildChatView, type ChatView } from './chat-view.ts';
import { contract } from './contract.ts';
import { checkFile, readBase64 } from './file-check.ts';
import { applyStyles, guard } from './shadow-dom.ts';
import { appendAssistantMessage, appendPendingReply, appendUserMessage, renderAssistant } from './message-view.ts';
import { showRating } from './rating-view.ts';
import type { ScriptOptions } from './read-options.ts';
import { widgetCss } from './styles.ts';
import { Typewriter } from './typewriter.ts';
import { translateDefaults, uiText, type UiText } from './ui-text.ts';

type Status = 'ready' | 'offline' | 'missing';
/** Replies after which the widget asks for a rating without waiting for the visitor to close it. */
const ASK_RATING_AFTER = 3;
const OFFLINE_CODES = new Set(['ASSISTANT_INACTIVE', 'ORIGIN_NOT_ALLOWED']);
const BUSY_CODES = new Set(['RATE_LIMITED', 'MESSAGE_LIMIT_REACHED']);

/** One widget on the page: a shadow-DOM host element, its chat state and the visitor's conversation. */
export class SitelineWidget {
  readonly host: HTMLElement;
  private readonly api: WidgetApi;
  private config: EmbedConfig;
  private status: Status = 'offline';
  private language = '';
  private text: UiText = uiText();
  private chat: StoredChat;
  private view: ChatView | undefined;
  private isBusy = false;
  private isOpen = false;
  private wantsOpen = false;

  constructor(private readonly options: ScriptOptions) {
    this.api = new WidgetApi(options.apiOrigin, options.assistantId, options.previewToken);
    this.config = { ...contract().defaults, ...options.overrides };
    this.chat = loadChat(options.assistantId);
    this.host = document.createElement('siteline-chat');
  }

  /** Loads the saved settings (a failure only changes what the window says), then shows the launcher. */
  async start(): Promise<void> {
    await this.loadConfig();
    this.mount();
    if (this.config.autoOpen && this.status === 'ready' && !sessionStorageFlag('get', this.options.assistantId)) {
      setTimeout(() => this.open(), this.config.openDelay);
    }
    if (this.wantsOpen) this.open();
  }

  private async loadConfig(): Promise<void> {
    try {
      const remote: WidgetConfig = await this.api.loadConfig();
      this.language = remote.language;
      this.text = uiText(remote.text);
      this.config = { ...translateDefaults(remote.config, this.text), ...this.options.overrides };
      this.status = remote.isActive ? 'ready' : 'offline';
    } catch (error) {
      this.status = error instanceof WidgetApiError && error.status === 404 ? 'missing' : 'offline';
      if (this.status === 'missing') console.warn('[Siteline] Unknown assistant id', this.options.assistantId);
      else this.speakPageLanguage();
    }
  }

  /** Without its config the assistant's language is unknown: the page's own is the best guess. */
  private speakPageLanguage(): void {
    const page = (document.documentElement.lang || navigator.language || '').slice(0, 2).toLowerCase();
    const texts = contract().unreachedText[page];
    if (this.language || !texts) return;
    this.language = page;
    this.text = uiText(texts);
    this.config = { ...translateDefaults(this.config, this.text), ...this.options.overrides };
  }

  private mount(): void {
    const shadow = this.host.attachShadow({ mode: 'open' });
    const view = buildChatView(this.config, this.text);
    this.view = view;
    applyStyles(shadow, [widgetCss(this.config), this.config.customCSS]);
    // The assistant's language, so screen readers pronounce it right and Arabic reads right to left.
    if (/^[a-z]{2}$/.test(this.language)) view.root.setAttribute('lang', this.language);
    if (this.language === 'ar') view.root.setAttribute('dir', 'rtl');
    shadow.append(view.root);
    const on = <E extends Event>(target: EventTarget, type: string, handler: (event: E) => unknown) => target.addEventListener(type, guard(handler));
    on(view.launcher, 'click', () => (this.isOpen ? this.close() : this.open()));
    on(view.close, 'click', () => this.close());
    on<KeyboardEvent>(view.window, 'keydown', (event) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        this.close();
      }
    });
    on(view.form, 'submit', (event) => {
      event.preventDefault();
      return this.send();
    });
    on<KeyboardEvent>(view.input, 'keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        return this.send();
      }
    });
    on(view.attach, 'click', () => view.file.click());
    on(view.file, 'change', () => {
      const file = view.file.files?.[0];
      view.file.value = '';
      if (file) return this.upload(file);
    });
    this.renderConversation();
  }

  private renderConversation(): void {
    const view = this.view!;
    view.log.replaceChildren();
    if (this.config.welcomeMessage) appendAssistantMessage(view, this.config.welcomeMessage);
    for (const message of this.chat.messages) {
      if (message.role === 'user') appendUserMessage(view, message.content);
      else appendAssistantMessage(view, message.content, message.sources, this.text('sources'));
    }
    if (this.status === 'missing') appendNotice(view, this.text('missing'), true);
    else if (this.status === 'offline') appendNotice(view, this.config.offlineMessage);
    else if (this.isAtLimit()) appendNotice(view, this.limitMessage());
    this.updateComposer();
  }

  private updateComposer(): void {
    const view = this.view!;
    const isDisabled = this.status !== 'ready' || this.isBusy || this.isAtLimit();
    view.input.disabled = this.status !== 'ready' || this.isAtLimit();
    view.send.disabled = isDisabled;
    view.attach.disabled = isDisabled;
  }

  private isAtLimit = () => this.chat.sent >= this.config.maxMessages;
  private limitMessage = () => this.text('limit', { n: this.config.maxMessages });

  open(): void {
    const view = this.view;
    if (!view) {
      this.wantsOpen = true;
      return;
    }
    if (this.isOpen) return;
    this.isOpen = true;
    view.window.hidden = false;
    view.launcher.setAttribute('aria-expanded', 'true');
    view.launcher.setAttribute('aria-label', this.text('close'));
    view.log.scrollTop = view.log.scrollHeight;
    (view.input.disabled ? view.close : view.input).focus();
    if (this.status === 'offline') void this.retry();
  }

  close(): void {
    const view = this.view;
    if (!view || !this.isOpen) return;
    const hasReplies = this.chat.messages.some((m) => m.role === 'assistant');
    if (hasReplies && !this.chat.rated && !this.chat.asked && this.status === 'ready') {
      this.chat.asked = true;
      this.persist();
      this.askRating();
      view.rating.querySelector('button')?.focus();
      return;
    }
    this.isOpen = false;
    view.window.hidden = true;
    view.launcher.setAttribute('aria-expanded', 'false');
    view.launcher.setAttribute('aria-label', `${this.text('open')}: ${this.config.windowTitle || this.text('title')}`);
    sessionStorageFlag('set', this.options.assistantId);
    view.launcher.focus();
  }

  /** The server was unreachable: try again when the visitor opens the window. */
  private async retry(): Promise<void> {
    const before = this.status;
    await this.loadConfig();
    if (this.status !== before) this.renderConversation();
  }

  private askRating(): void {
    showRating(
      this.view!,
      this.text,
      async (rating) => {
        await this.api.rate(this.chat.sessionId, rating);
        this.chat.rated = true;
        this.persist();
      },
      () => {
        this.chat.asked = true;
        this.persist();
      },
    );
  }

  private persist(): void {
    saveChat(this.options.assistantId, this.chat, this.config.maxMessages);
  }

  async send(): Promise<void> {
    const view = this.view!;
    const text = view.input.value.trim();
    if (!text || this.isBusy || this.status !== 'ready') return;
    if (this.isAtLimit()) return void appendNotice(view, this.limitMessage());
    view.input.value = '';
    const isAnswered = await this.exchange(text, (onEvent) => this.api.chat(text, this.chat.sessionId, onEvent));
    // Give the visitor their words back to retry, unless they already typed something new.
    if (!isAnswered && !view.input.value) view.input.value = text;
  }

  async upload(file: File): Promise<void> {
    const view = this.view!;
    if (this.isBusy || this.status !== 'ready') return;
    const problem = checkFile(file, this.config, this.text, this.language || undefined);
    if (problem) return void appendNotice(view, problem, true);
    if (this.isAtLimit()) return void appendNotice(view, this.limitMessage());
    const dataBase64 = await readBase64(file).catch(() => null);
    if (dataBase64 === null) return void appendNotice(view, this.text('fileRead', { name: file.name }), true);
    const body = { sessionId: this.chat.sessionId, fileName: file.name, contentType: file.type || 'application/octet-stream', dataBase64 };
    // A file the assistant cannot read is only acknowledged: in the assistant's language, not the server's English.
    const received = this.text('received', { name: file.name });
    await this.exchange(`📎 ${file.name}`, (onEvent) =>
      this.api.upload(body, (event) => onEvent(event.type === 'notice' ? { ...event, message: received } : event)),
    );
  }

  /** Shows the visitor's message, streams the reply into a bubble and stores the exchange; false when it failed. */
  private async exchange(userText: string, call: (onEvent: (event: WidgetEvent) => void) => Promise<void>): Promise<boolean> {
    const view = this.view!;
    this.isBusy = true;
    this.updateComposer();
    appendUserMessage(view, userText);
    const bubble = appendPendingReply(view, this.text('typing'));
    const typewriter = new Typewriter(this.config.typingSpeed, (visible) => renderAssistant(bubble, visible));
    let final: Promise<void> | undefined;
    try {
      await call((event) => {
        if (event.type === 'token') typewriter.push(event.content);
        else if (event.type === 'notice') {
          bubble.remove();
          appendNotice(view, event.message);
        } else if (event.type === 'done') {
          final = typewriter.finish(event.response).then(() => {
            renderAssistant(bubble, event.response, event.sources, this.text('sources'));
            this.chat.messages.push({ role: 'user', content: userText }, { role: 'assistant', content: event.response, sources: event.sources.slice(0, 3) });
          });
        }
      });
      if (final) {
        await final;
        this.chat.sent += 1;
        this.persist();
      }
      return true;
    } catch (error) {
      bubble.remove();
      const code = error instanceof WidgetApiError ? (error.code ?? '') : '';
      const isOffline = error instanceof WidgetApiError && (error.status === 0 || OFFLINE_CODES.has(code));
      appendNotice(view, isOffline ? this.config.offlineMessage : this.text(BUSY_CODES.has(code) ? 'busy' : 'error'), !isOffline);
      return false;
    } finally {
      bubble.removeAttribute('aria-busy');
      this.isBusy = false;
      this.updateComposer();
      if (this.isAtLimit()) appendNotice(view, this.limitMessage());
      const replies = this.chat.messages.filter((m) => m.role === 'assistant').length;
      if (replies >= ASK_RATING_AFTER && !this.chat.rated && view.rating.hidden && !this.chat.asked) {
        this.chat.asked = true;
        this.persist();
        this.askRating();
      }
      if (this.isOpen && !view.input.disabled) view.input.focus();
    }
  }
}

/** Remembers, for this browser tab, that the visitor closed the chat (so auto-open does not reopen it). */
function sessionStorageFlag(action: 'get' | 'set', assistantId: string): boolean {
  try {
    const key = `siteline:closed:${assistantId}`;
    if (action === 'set') sessionStorage.setItem(key, '1');
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}
