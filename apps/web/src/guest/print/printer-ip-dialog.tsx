import { useId, useState, type FormEvent } from 'react';
import { Popup } from '@/guest/booth/ui/popup';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { useGuest } from '@/guest/shared/guest-context';
import { isPrinterAddress } from './printer-address-store';
import shareStyles from '@/guest/booth/share/share-screen.module.css';

/** The print server's IP dialog (campaigns §3 showIPDialog): which printer on the venue network to print on. */
export function PrinterIpDialog(props: { initial: string; onConfirm: (address: string) => void; onCancel: () => void }) {
  const { t } = useGuest();
  const id = useId();
  const [address, setAddress] = useState(props.initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const value = address.trim();
    if (!isPrinterAddress(value)) return setInvalid(true);
    props.onConfirm(value);
  };
  return (
    <Popup title={t('print.ip.title')} testId="print-ip-dialog" onClose={props.onCancel} closeLabel={t('print.ip.cancel')}>
      <form id={`${id}-form`} noValidate onSubmit={submit}>
        <label className={shareStyles.label} htmlFor={id}>
          {t('print.ip.label')}
        </label>
        <input
          id={id}
          className={shareStyles.input}
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={255}
          value={address}
          aria-invalid={invalid ? 'true' : 'false'}
          aria-describedby={`${id}-error`}
          data-testid="print-ip-input"
          onChange={(changeEvent) => {
            setAddress(changeEvent.target.value);
            setInvalid(false);
          }}
        />
        <p id={`${id}-error`} className={shareStyles.error} role={invalid ? 'alert' : undefined}>
          {invalid ? t('print.ip.invalid') : ''}
        </p>
        <BoothButton type="submit" testId="print-ip-confirm">
          {t('print.ip.confirm')}
        </BoothButton>
      </form>
    </Popup>
  );
}
