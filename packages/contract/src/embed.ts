import { z } from 'zod';
import { WIDGET_TEXT, WIDGET_TEXT_KEYS } from './widget-text.ts';

export const EMBED_THEMES = ['light', 'dark'] as const;
export const EMBED_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export const EMBED_SIZES = ['small', 'medium', 'large'] as const;
export const BUBBLE_ICONS = ['bot', 'chat', 'help'] as const;
export const FILE_TYPES = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const DEFAULT_BRANDING_TEXT = WIDGET_TEXT.en.branding;
/** Button diameters of the preview and widget, by size. */
export const BUTTON_SIZE_PX = { small: 48, medium: 56, large: 64 } as const;
export const WIDGET_WINDOW = { width: 380, height: 520 } as const;

const hexColor = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'primaryColor must be a hex colour such as #CE93EC');

export const embedConfigSchema = z.object({
  theme: z.enum(EMBED_THEMES, { message: 'theme must be light or dark' }),
  primaryColor: hexColor,
  position: z.enum(EMBED_POSITIONS, { message: 'position must be bottom-right, bottom-left, top-right or top-left' }),
  buttonSize: z.enum(EMBED_SIZES, { message: 'buttonSize must be small, medium or large' }),
  bubbleIcon: z.enum(BUBBLE_ICONS, { message: 'bubbleIcon must be bot, chat or help' }),
  windowTitle: z.string().trim().max(60, 'windowTitle must be 60 characters or less'),
  welcomeMessage: z.string().trim().max(500, 'welcomeMessage must be 500 characters or less'),
  placeholder: z.string().trim().max(100, 'placeholder must be 100 characters or less'),
  offlineMessage: z.string().trim().max(500, 'offlineMessage must be 500 characters or less'),
  showBranding: z.boolean(),
  brandingEnabled: z.boolean(),
  brandingText: z.string().trim().max(60, 'brandingText must be 60 characters or less'),
  autoOpen: z.boolean(),
  openDelay: z.number().int().min(0, 'openDelay must be between 0 and 60000 ms').max(60_000, 'openDelay must be between 0 and 60000 ms'),
  customCSS: z.string().max(10_000, 'customCSS must be 10,000 characters or less'),
  allowFileUpload: z.boolean(),
  fileUploadEnabled: z.boolean(),
  maxFileSize: z.number().int().min(1, 'maxFileSize must be between 1 byte and 10 MB').max(10_485_760, 'maxFileSize must be between 1 byte and 10 MB'),
  allowedFileTypes: z.array(z.enum(FILE_TYPES, { message: `allowedFileTypes may contain ${FILE_TYPES.join(', ')}` })).max(FILE_TYPES.length),
  maxMessages: z.number().int().min(1, 'maxMessages must be between 1 and 500').max(500, 'maxMessages must be between 1 and 500'),
  typingSpeed: z.number().int().min(0, 'typingSpeed must be between 0 and 200 ms').max(200, 'typingSpeed must be between 0 and 200 ms'),
});
export type EmbedConfig = z.infer<typeof embedConfigSchema>;

export const DEFAULT_EMBED_CONFIG: EmbedConfig = {
  theme: 'light',
  primaryColor: '#CE93EC',
  position: 'bottom-right',
  buttonSize: 'medium',
  bubbleIcon: 'bot',
  windowTitle: WIDGET_TEXT.en.title,
  welcomeMessage: WIDGET_TEXT.en.welcome,
  placeholder: WIDGET_TEXT.en.placeholder,
  offlineMessage: WIDGET_TEXT.en.offline,
  showBranding: true,
  brandingEnabled: true,
  brandingText: DEFAULT_BRANDING_TEXT,
  autoOpen: false,
  openDelay: 3000,
  customCSS: '',
  allowFileUpload: false,
  fileUploadEnabled: false,
  maxFileSize: 10_485_760,
  allowedFileTypes: [...FILE_TYPES],
  maxMessages: 50,
  typingSpeed: 30,
};

/** The public configuration a widget loads: the assistant's identity, its embed settings and its interface texts in the assistant's language. */
export const widgetConfigSchema = z.object({
  assistantId: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  language: z.string(),
  config: embedConfigSchema,
  text: z.object(Object.fromEntries(WIDGET_TEXT_KEYS.map((key) => [key, z.string()])) as Record<(typeof WIDGET_TEXT_KEYS)[number], z.ZodString>),
});
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;

/** GET /api/embed/preview-token/{assistantId}: lets the customiser's sandboxed preview use the widget endpoints. */
export const previewTokenSchema = z.object({ token: z.string() });
export type PreviewToken = z.infer<typeof previewTokenSchema>;
