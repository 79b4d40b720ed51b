import type { PostalAddress } from '@booth/shared';
import { useState, type FormEvent } from 'react';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { Popup } from '@/guest/booth/ui/popup';
import { useGuest } from '@/guest/shared/guest-context';
import { CopiesStepper } from '../copies-stepper';
import { AddressFieldset } from './address-fieldset';
import { defaultCountry } from './country-names';
import { emptyAddress, validateAddress, type AddressDraft, type AddressProblems } from './postal-validation';
import styles from '../print.module.css';

export interface PostalOrder {
  recipient: PostalAddress;
  sender: PostalAddress;
  copies: number;
}

/**
 * The postal print's form (oneprint, campaigns §2 Printing "entry of recipient and sender address,
 * number of copies"): both addresses checked per country before anything is sent, each problem shown
 * at its field. Its own chunk: the postcode rules load only for a guest who opens it.
 */
export default function PostalDialog(props: { maxCopies: number; onSubmit: (order: PostalOrder) => void; onCancel: () => void }) {
  const { t, locale } = useGuest();
  const [recipient, setRecipient] = useState<AddressDraft>(() => emptyAddress(defaultCountry(locale)));
  const [sender, setSender] = useState<AddressDraft>(() => emptyAddress(defaultCountry(locale)));
  const [copies, setCopies] = useState(1);
  const [problems, setProblems] = useState<{ recipient: AddressProblems; sender: AddressProblems }>({ recipient: {}, sender: {} });

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const to = validateAddress(recipient);
    const from = validateAddress(sender);
    if ('address' in to && 'address' in from) return props.onSubmit({ recipient: to.address, sender: from.address, copies });
    setProblems({ recipient: 'problems' in to ? to.problems : {}, sender: 'problems' in from ? from.problems : {} });
  };

  return (
    <Popup title={t('postal.title')} testId="postal-dialog" onClose={props.onCancel} closeLabel={t('postal.cancel')}>
      <form className={styles.postalForm} noValidate onSubmit={submit}>
        <AddressFieldset legend={t('postal.recipient')} part="recipient" value={recipient} problems={problems.recipient} onChange={setRecipient} />
        <AddressFieldset legend={t('postal.sender')} part="sender" value={sender} problems={problems.sender} onChange={setSender} />
        <div className={styles.row}>
          {props.maxCopies > 1 ? <CopiesStepper value={copies} max={props.maxCopies} onChange={setCopies} /> : null}
          <BoothButton type="submit" testId="postal-send">
            {t('postal.send')}
          </BoothButton>
        </div>
      </form>
    </Popup>
  );
}
