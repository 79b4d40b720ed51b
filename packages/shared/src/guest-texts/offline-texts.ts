import { defineTexts } from './define.ts';

/**
 * The tablet kiosk's offline queue (issue 14): what the guest is told while their picture waits on the
 * device, and what the operator sees of the queue.
 */
export const offlineTexts = defineTexts({
  en: {
    'offline.queued': 'Your picture is saved and will arrive shortly. The QR code works as soon as it has.',
    'offline.emailQueued': 'We will send it as soon as the picture has arrived.',
    'offline.saving': 'Saving your picture…',
    'offline.noMode': 'No connection right now. The booth is back as soon as the network is.',
    'offline.saveFailed': 'The picture could not be saved on this tablet. It is being sent directly.',
    'offline.queue.title': 'Pictures on this tablet',
    'offline.queue.waiting': '{count} waiting to be sent',
    'offline.queue.none': 'Nothing waiting: every picture has arrived.',
    'offline.queue.oldest': 'Oldest taken {time}',
    'offline.queue.lastUpload': 'Last arrived {time}',
    'offline.queue.lastError': 'Last problem: {error}',
    'offline.queue.refused': '{count} refused by the server',
    'offline.queue.retry': 'Send now',
    'offline.queue.storage': 'Storage: {used} of {quota} used',
    'offline.queue.storageLow': 'This tablet is running out of storage. Connect to the internet so waiting pictures can be sent.',
    'offline.queue.notPersisted': 'The browser may clear this storage when space runs low. Install the kiosk to the home screen to keep it.',
    'offline.queue.unavailable': 'This browser cannot keep pictures while offline.',
  },
  de: {
    'offline.queued': 'Dein Bild ist gespeichert und kommt in Kürze an. Der QR-Code funktioniert, sobald es da ist.',
    'offline.emailQueued': 'Wir senden es, sobald das Bild angekommen ist.',
    'offline.saving': 'Dein Bild wird gespeichert …',
    'offline.noMode': 'Gerade keine Verbindung. Die Fotobox ist zurück, sobald das Netz wieder da ist.',
    'offline.saveFailed': 'Das Bild konnte auf diesem Tablet nicht gespeichert werden. Es wird direkt gesendet.',
    'offline.queue.title': 'Bilder auf diesem Tablet',
    'offline.queue.waiting': '{count} warten auf den Versand',
    'offline.queue.none': 'Nichts wartet: Alle Bilder sind angekommen.',
    'offline.queue.oldest': 'Ältestes aufgenommen {time}',
    'offline.queue.lastUpload': 'Zuletzt angekommen {time}',
    'offline.queue.lastError': 'Letztes Problem: {error}',
    'offline.queue.refused': '{count} vom Server abgelehnt',
    'offline.queue.retry': 'Jetzt senden',
    'offline.queue.storage': 'Speicher: {used} von {quota} belegt',
    'offline.queue.storageLow': 'Der Speicher dieses Tablets wird knapp. Verbinde es mit dem Internet, damit wartende Bilder gesendet werden.',
    'offline.queue.notPersisted': 'Der Browser darf diesen Speicher bei Platzmangel leeren. Installiere den Kiosk auf dem Home-Bildschirm, um ihn zu behalten.',
    'offline.queue.unavailable': 'Dieser Browser kann offline keine Bilder aufbewahren.',
  },
});
