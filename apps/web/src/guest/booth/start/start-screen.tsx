import { designDefaults, readableTextColor, settingText, type StartScreen as StartScreenDesign, type TextFormat } from '@booth/shared';
import { useState, type CSSProperties } from 'react';
import { boothCaptureKinds } from '@/guest/booth/ai/ai-modes';
import { LegalLinks } from '@/guest/booth/page/legal-links';
import { fontStack, readableButton } from '@/guest/booth/theme/booth-theme';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { useGuest } from '@/guest/shared/guest-context';
import { ManualDialog } from './manual-dialog';
import styles from './start-screen.module.css';

type Size = 'large' | 'medium' | 'small';
/** The virtual booth's appearance size picks the start screen's text size and scales the whole screen. */
const sizeOf = { small: 'small', normal: 'medium', large: 'large' } as const satisfies Record<string, Size>;
const scaleOf = { small: 0.85, normal: 1, large: 1.2 } as const;

/** Text at 24 px and more counts as large (WCAG: 18 pt); it needs 3:1 instead of 4.5:1. */
const LARGE_TEXT_PX = 24;

function textStyle(format: TextFormat, background: string): CSSProperties {
  return {
    color: readableTextColor(background, format.color, { large: format.size >= LARGE_TEXT_PX }),
    fontFamily: fontStack(format.family),
    fontSize: `${format.size}px`,
    textAlign: format.align,
    fontStyle: format.italic ? 'italic' : undefined,
    fontWeight: format.bold ? 700 : undefined,
    textDecoration: format.underline ? 'underline' : undefined,
  };
}

/** The start screen's own design (when on), every colour readable on its background. */
function designStyles(design: StartScreenDesign, size: Size, backgroundImage: string | undefined) {
  const general = design.general;
  const background = general.background.color;
  const button = readableButton(general.buttons.primary);
  return {
    screen: {
      backgroundColor: background,
      backgroundImage: general.background.type === 'image' && backgroundImage ? `url(${JSON.stringify(backgroundImage)})` : undefined,
      color: readableTextColor(background, general.text[size].color),
      '--booth-focus': readableTextColor(background, designDefaults.colors.accent, { large: true }),
      '--booth-error': readableTextColor(background, designDefaults.colors.error),
    } as CSSProperties,
    title: textStyle(general.title[size], background),
    body: textStyle(general.text[size], background),
    button: { color: button.color, background: button.background, borderColor: button.borderColor, fontFamily: button.fontFamily } satisfies CSSProperties,
  };
}

/**
 * The virtual booth's start screen (campaigns §3 virtual booth settings): banner, title and body (the
 * default texts in the guest's language), the manual, a call-to-action button, footer links and Start.
 */
export function StartScreen(props: { onStart: () => void; starting: boolean; error: string | null }) {
  const { event, t, asset } = useGuest();
  const settings = event.virtualSettings;
  const manual = settings.manualDialog;
  const hasManual = manual.enabled && manual.iframeSrc.trim() !== '';
  const [manualOpen, setManualOpen] = useState(hasManual && manual.opensOnStart);
  const banner = asset(settings.banner);
  const design = event.designSettings.startScreen;
  const size = sizeOf[settings.appearanceSize];
  const styled = design.enabled ? designStyles(design, size, asset(design.general.background.image)?.src) : null;
  const logo = design.enabled ? asset(design.general.logo.asset) : undefined;
  const cta = settings.callToActionButton;
  const links = settings.footerLinks.filter((link) => link.enabled && link.url && link.name);
  // The AI effects are used up: the booth goes on with plain photos, and says so before the guest starts.
  const aiReplaced = boothCaptureKinds(event).aiReplaced;

  const bannerImage = banner ? <img className={styles.banner} src={banner.src} alt="" /> : null;
  return (
    <section className={styles.screen} style={{ ...styled?.screen, '--start-scale': scaleOf[settings.appearanceSize] } as CSSProperties} data-testid="start-screen">
      <div className={styles.inner}>
        {banner && settings.bannerUrl ? (
          <a href={settings.bannerUrl} target="_blank" rel="noopener noreferrer" className={styles.bannerLink}>
            {bannerImage}
          </a>
        ) : (
          bannerImage
        )}
        {logo ? (
          <img
            className={styles.logo}
            src={logo.src}
            alt=""
            style={{ width: design.general.logo.width, maxHeight: design.general.logo.height, opacity: design.general.logo.opacity, borderRadius: design.general.logo.borderRadius }}
          />
        ) : null}
        <h1 className={styles.title} style={styled?.title}>
          {settingText(settings.title, 'start.title', t)}
        </h1>
        <p className={styles.body} style={styled?.body}>
          {settingText(settings.body, 'start.body', t)}
        </p>
        {aiReplaced ? (
          <p className={styles.notice} data-testid="ai-unavailable">
            {t('ai.unavailable')}
          </p>
        ) : null}
        <BoothButton className={styles.start} style={styled?.button} onClick={props.onStart} disabled={props.starting} testId="start-button">
          {t('start.button')}
        </BoothButton>
        {props.error ? (
          <p className={styles.error} role="alert">
            {props.error}
          </p>
        ) : null}
        {hasManual && !manual.hideQuestion ? (
          <BoothButton variant="ghost" onClick={() => setManualOpen(true)} testId="manual-button">
            {t('start.manual')}
          </BoothButton>
        ) : null}
        {cta.enabled && cta.url && cta.buttonText ? (
          <a
            className={styles.cta}
            href={cta.url}
            target={cta.openInNewWindow ? '_blank' : undefined}
            rel="noopener noreferrer"
            style={{ background: cta.backgroundColor, color: readableTextColor(cta.backgroundColor, cta.color), borderRadius: cta.cornerRadius, boxShadow: cta.dropShadow ? '0 4px 14px rgb(0 0 0 / 35%)' : undefined }}
            data-testid="call-to-action"
          >
            {cta.buttonText}
          </a>
        ) : null}
      </div>
      <footer className={styles.footer}>
        {links.map((link) => (
          <a key={`${link.name}|${link.url}`} href={link.url} target="_blank" rel="noopener noreferrer">
            {link.name}
          </a>
        ))}
        <LegalLinks />
      </footer>
      {manualOpen ? <ManualDialog src={manual.iframeSrc} onClose={() => setManualOpen(false)} /> : null}
    </section>
  );
}
