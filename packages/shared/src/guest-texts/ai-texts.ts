import { defineTexts } from './define.ts';

/**
 * AI capture in both booths (issue 26; campaigns §3 capture modes `ai` and `aifilter`): the modes, the
 * filter and variant choice, the progress while the picture is made, and what the guest is told when
 * the effect fails, is used up or waits for the network. The failure itself uses the campaign's
 * capture-failure texts (`capture.failed.*`, campaigns §8).
 */
export const aiTexts = defineTexts({
  en: {
    'mode.ai': 'AI picture',
    'mode.aifilter': 'AI filter',
    'ai.chooseFilter': 'Choose an AI effect',
    'ai.local': 'Local effects — not generative AI',
    'ai.variant.label': 'Which version of the effect would you like?',
    'ai.variant.male': 'Male',
    'ai.variant.female': 'Female',
    'ai.variant.required': 'Choose a version to take your picture.',
    'ai.unavailable': 'The AI effects for this event are used up. You can take a photo.',
    'ai.progress.title': 'Your AI picture is being made…',
    'ai.progress.secondsLeft': 'About {n} s left',
    'ai.progress.waiting': 'One moment please…',
    'ai.progress.almost': 'Almost done…',
    'ai.progress.sending': 'Sending your picture…',
    'ai.progress.slow': 'This is taking longer than usual. Your photo is safe: you can continue, and the QR code shows the AI picture once it is done.',
    'ai.result.title': 'Your AI picture',
    'ai.result.original': 'Your photo',
    'ai.continue': 'Continue',
    'ai.retry': 'Try the effect again',
    'ai.retriesLeft': 'Tries left: {count}',
    'ai.keepPhoto': 'Continue with my photo',
    'ai.retryRefused': 'The effect cannot be tried again. Your photo is safe.',
    'ai.usedUp': 'The AI effects for this event are used up — here is your photo.',
    'ai.offline': 'Your AI picture will be made when the network is back. The QR code will work then.',
  },
  de: {
    'mode.ai': 'KI-Bild',
    'mode.aifilter': 'KI-Filter',
    'ai.chooseFilter': 'Wähle einen KI-Effekt',
    'ai.local': 'Lokale Effekte — keine generative KI',
    'ai.variant.label': 'Welche Variante des Effekts möchtest du?',
    'ai.variant.male': 'Männlich',
    'ai.variant.female': 'Weiblich',
    'ai.variant.required': 'Wähle eine Variante, um dein Bild aufzunehmen.',
    'ai.unavailable': 'Die KI-Effekte sind für dieses Event aufgebraucht. Du kannst ein Foto machen.',
    'ai.progress.title': 'Dein KI-Bild wird erstellt …',
    'ai.progress.secondsLeft': 'Noch etwa {n} s',
    'ai.progress.waiting': 'Einen Moment bitte …',
    'ai.progress.almost': 'Gleich fertig …',
    'ai.progress.sending': 'Dein Bild wird gesendet …',
    'ai.progress.slow': 'Das dauert länger als sonst. Dein Foto ist sicher: Du kannst weitergehen, der QR-Code zeigt das KI-Bild, sobald es fertig ist.',
    'ai.result.title': 'Dein KI-Bild',
    'ai.result.original': 'Dein Foto',
    'ai.continue': 'Weiter',
    'ai.retry': 'Effekt nochmal versuchen',
    'ai.retriesLeft': 'Verbleibende Versuche: {count}',
    'ai.keepPhoto': 'Mit meinem Foto weiter',
    'ai.retryRefused': 'Der Effekt kann nicht noch einmal versucht werden. Dein Foto bleibt erhalten.',
    'ai.usedUp': 'Die KI-Effekte sind für dieses Event aufgebraucht — hier ist dein Foto.',
    'ai.offline': 'Dein KI-Bild wird erstellt, sobald das Netz wieder da ist. Der QR-Code funktioniert dann.',
  },
});
