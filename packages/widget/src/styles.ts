import type { EmbedConfig } from '@siteline/contract';
import { contract } from './contract.ts';

/**
 * Every rule lives in the shadow root. `:host` resets with !important because for important
 * declarations the shadow tree wins over the host page's rules (e.g. `* { display: none !important }`).
 */
export function widgetCss(config: EmbedConfig): string {
  const { buttonPx, window: win } = contract();
  const size = buttonPx[config.buttonSize];
  const [vertical, horizontal] = config.position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  const dark = config.theme === 'dark';
  const onPrimary = readableOn(config.primaryColor);
  return `:host{all:initial!important;display:block!important;position:fixed!important;z-index:2147483000!important;${vertical}:20px!important;${horizontal}:20px!important;width:auto!important;height:auto!important;visibility:visible!important;opacity:1!important;transform:none!important}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
.sl{--p:${config.primaryColor};--op:${onPrimary};--bg:${dark ? '#1f2430' : '#fff'};--fg:${dark ? '#f2f4f8' : '#1d2230'};--mut:${dark ? '#a7adbb' : '#5c6475'};--bub:${dark ? '#2c3242' : '#f1f2f6'};--bd:${dark ? '#3a4152' : '#e2e4ea'};font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);text-align:start;direction:ltr;letter-spacing:normal;text-transform:none}
.sl[dir=rtl]{direction:rtl}
button{font:inherit;color:inherit;cursor:pointer;border:0;background:none;margin:0;padding:0}
button:focus-visible,textarea:focus-visible,a:focus-visible{outline:2px solid var(--p);outline-offset:2px}
svg{width:24px;height:24px;fill:currentColor;display:block}
.lau{display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:50%;background:var(--p);color:var(--op);box-shadow:0 4px 14px rgba(0,0,0,.25)}
.lau svg{width:${Math.round(size * 0.5)}px;height:${Math.round(size * 0.5)}px}
.win{position:fixed;${vertical}:${size + 32}px;${horizontal}:20px;width:${win.width}px;height:${win.height}px;max-height:calc(100vh - ${size + 52}px);max-width:calc(100vw - 40px);display:flex;flex-direction:column;background:var(--bg);border:1px solid var(--bd);border-radius:14px;box-shadow:0 12px 40px rgba(0,0,0,.25);overflow:hidden}
.hd{display:flex;align-items:center;gap:8px;padding:12px 14px;background:var(--p);color:var(--op)}
.hd h2{flex:1;margin:0;font-size:16px;font-weight:600;line-height:1.3;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.hd button{padding:4px;border-radius:6px}
.log{flex:1;overflow-y:auto;padding:14px;display:flex;flex-direction:column;gap:10px}
.m{max-width:85%;padding:8px 12px;border-radius:12px;word-wrap:break-word;overflow-wrap:anywhere}
.m.u{align-self:flex-end;background:var(--p);color:var(--op);white-space:pre-wrap}
.m.a{align-self:flex-start;background:var(--bub)}
.m.n{align-self:center;max-width:100%;background:none;color:var(--mut);font-size:13px;text-align:center;padding:2px 8px}
.m.n.err{color:${dark ? '#ff9b9b' : '#b42318'}}
.m p{margin:0 0 6px}.m p:last-child{margin:0}.m ul,.m ol{margin:4px 0;padding-inline-start:20px}
.m pre{margin:6px 0;padding:8px;border-radius:6px;background:rgba(0,0,0,.08);overflow-x:auto;font-size:12px}
.m code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.92em}
.m a{color:inherit;text-decoration:underline}
.m blockquote{margin:4px 0;padding-inline-start:8px;border-inline-start:3px solid var(--bd)}
.src{margin-top:6px;font-size:12px;color:var(--mut)}.src a{display:block;color:var(--mut)}
.typing span{display:inline-block;width:6px;height:6px;margin:0 2px;border-radius:50%;background:var(--mut);animation:b 1s infinite}
.typing span:nth-child(2){animation-delay:.15s}.typing span:nth-child(3){animation-delay:.3s}
@keyframes b{0%,80%,100%{opacity:.3}40%{opacity:1}}
.rate{padding:8px 14px;border-top:1px solid var(--bd);text-align:center;font-size:13px}
.rate p{margin:0 0 4px}
.stars{display:inline-flex;gap:2px}.stars button{color:var(--mut);opacity:.55;padding:2px}.stars button:hover,.stars button.on{opacity:1}.stars button:hover,.stars button.on{color:#f5a623}
.rate .skip{font-size:12px;color:var(--mut);text-decoration:underline;margin-left:8px}
form{display:flex;align-items:flex-end;gap:6px;padding:10px;border-top:1px solid var(--bd)}
textarea{flex:1;resize:none;font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--bd);border-radius:10px;padding:8px 10px;max-height:96px;min-height:38px;margin:0}
textarea:disabled{opacity:.6}
form button{padding:7px;border-radius:8px;color:var(--mut)}
form .snd{background:var(--p);color:var(--op)}
form button:disabled{opacity:.45;cursor:default}
.br{padding:0 0 8px;text-align:center;font-size:11px;color:var(--mut)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:479px){.win{top:0;bottom:0;left:0;right:0;width:100%;height:100%;max-width:none;max-height:none;border-radius:0;border:0}}
@media (prefers-reduced-motion:reduce){.typing span{animation:none}}`;
}

/** White or near-black text, whichever reads better on the primary colour (WCAG relative luminance). */
export function readableOn(hex: string): string {
  const digits = hex.slice(1).length === 3 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#1d2230' : '#fff';
}
