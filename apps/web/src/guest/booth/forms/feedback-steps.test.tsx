import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackSteps, hasFeedbackSteps } from './feedback-steps';
import { guestEvent, renderGuest } from './guest-test-support';

const REQUIRED = 'This field cannot be empty';
const DECLINED = 'In order to proceed, it is necessary to accept the terms of use.';

function setup(sharing: Record<string, unknown>, position: 'pre' | 'post', locale: 'de' | 'en' = 'en') {
  const event = guestEvent({ screens: { sharing } });
  const onDone = vi.fn();
  renderGuest(<FeedbackSteps position={position} onDone={onDone} />, { event, locale });
  return { event, onDone, user: userEvent.setup() };
}

describe('data capture', () => {
  const sharing = { dataCapture: { enabled: true, mandatory: true, render: 'pre', body: 'Tell us who you are', fields: ['salutation', 'firstname', 'email', 'birthday'] } };

  it('blocks a mandatory form with the required text under each empty field until it is filled', async () => {
    const { onDone, user } = setup(sharing, 'pre');
    expect(screen.getByText('Tell us who you are')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText(REQUIRED)).toHaveLength(4);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Salutation')).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Salutation'), 'Ms');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Birthday')).toHaveAttribute('type', 'date');
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.type(screen.getByLabelText('Birthday'), '1990-05-17');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith({
      personal: { salutation: 'Ms', firstname: 'Ada', email: 'ada@example.com', birthday: '1990-05-17' },
    });
  });

  it('speaks German to a German guest', async () => {
    const { user } = setup(sharing, 'pre', 'de');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getAllByText('Dieses Feld darf nicht leer sein')).toHaveLength(4);
  });

  it('lets an optional form be skipped', async () => {
    const { onDone, user } = setup({ dataCapture: { enabled: true, render: 'post' } }, 'post');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onDone).toHaveBeenCalledWith({});
  });

  it('opens a popup link with its text', async () => {
    const { user } = setup(
      { dataCapture: { enabled: true, render: 'pre', popups: [{ title: 'Privacy', body: 'We keep your data safe.', linkText: 'Privacy policy' }] } },
      'pre',
    );
    await user.click(screen.getByRole('button', { name: 'Privacy policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Privacy' });
    expect(within(dialog).getByText('We keep your data safe.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('custom consent', () => {
  it('refuses to go on when a mandatory consent is declined', async () => {
    const { onDone, user } = setup({ customConsent: { enabled: true, mandatory: true, title: 'Our terms', body: 'Be nice.' } }, 'post');
    expect(screen.getByRole('heading', { name: 'Our terms' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('alert')).toHaveTextContent(DECLINED);
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onDone).toHaveBeenCalledWith({ consentAccepted: true });
  });

  it('goes on after declining an optional consent', async () => {
    const { onDone, user } = setup({ customConsent: { enabled: true } }, 'post');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDone).toHaveBeenCalledWith({ consentAccepted: false });
  });
});

describe('survey', () => {
  const questionnaire = {
    type: 'questionnaire',
    id: 'drinks',
    question: 'What do you drink?',
    explanation: 'Be honest',
    footer: 'Thanks!',
    answers: ['Tea', 'Coffee', 'Water'],
    maxAnswers: 2,
    mandatory: true,
  };

  it('allows at most maxAnswers checkboxes and requires an answer when mandatory', async () => {
    const { onDone, user } = setup({ survey: { enabled: true, items: [questionnaire] } }, 'post');
    expect(screen.getByText('Choose up to 2')).toBeInTheDocument();
    expect(screen.getByText('Thanks!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Tea' }));
    await user.click(screen.getByRole('checkbox', { name: 'Water' }));
    expect(screen.getByRole('checkbox', { name: 'Coffee' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Coffee' }));
    expect(screen.getByRole('checkbox', { name: 'Coffee' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith({ survey: [{ itemId: 'drinks', question: 'What do you drink?', answers: ['Tea', 'Water'] }] });
  });

  it('shows a one-answer dropdown, a newsletter with its fields and a typed text question in turn', async () => {
    const items = [
      { ...questionnaire, render: 'dropdown', maxAnswers: 1 },
      { type: 'newsletter', id: 'news', question: 'Newsletter?', fields: ['firstname', 'email'], mandatory: true },
      { type: 'textQuestion', id: 'age', question: 'How old are you?', contentType: 'number', mandatory: true },
    ];
    const { onDone, user } = setup({ survey: { enabled: true, items } }, 'post');
    await user.selectOptions(screen.getByRole('combobox', { name: 'What do you drink?' }), 'Coffee');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose one')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText(REQUIRED)).toHaveLength(2);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.type(screen.getByLabelText('How old are you?'), 'old');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter a number')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('How old are you?'));
    await user.type(screen.getByLabelText('How old are you?'), '42');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(onDone).toHaveBeenCalledWith({
      survey: [
        { itemId: 'drinks', question: 'What do you drink?', answers: ['Coffee'] },
        { itemId: 'news', question: 'Newsletter?', answers: ['Yes'] },
        { itemId: 'age', question: 'How old are you?', answers: ['42'] },
      ],
      personal: { firstname: 'Ada', email: 'ada@example.com' },
    });
  });
});

describe('comment and gallery opt-in', () => {
  it('limits the comment to its length, requires it when mandatory, then asks for the opt-in', async () => {
    const { onDone, user } = setup({ comment: { enabled: true, length: 10, mandatory: true }, galleryOptIn: { enabled: true } }, 'post');
    const field = screen.getByLabelText('Your comment');
    expect(field).toHaveAttribute('maxLength', '10');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    await user.type(field, 'Great party tonight');
    expect(field).toHaveValue('Great part');
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(screen.getByRole('checkbox', { name: 'Show my picture in the public gallery' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith({ comment: 'Great part', galleryOptIn: true });
  });
});

describe('positions', () => {
  it('shows each dialog only at its position and finishes at once when there is none', async () => {
    const sharing = { dataCapture: { enabled: true, render: 'pre' }, comment: { enabled: true }, galleryOptIn: { enabled: true } };
    const event = guestEvent({ screens: { sharing } });
    expect(hasFeedbackSteps(event.screens.sharing, 'pre')).toBe(true);
    expect(hasFeedbackSteps(event.screens.sharing, 'post')).toBe(true);
    expect(hasFeedbackSteps(guestEvent().screens.sharing, 'post')).toBe(false);

    const pre = setup(sharing, 'pre');
    expect(screen.getByTestId('feedback-data-capture')).toBeInTheDocument();
    expect(screen.queryByTestId('feedback-comment')).not.toBeInTheDocument();
    await pre.user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(pre.onDone).toHaveBeenCalledWith({});

    const onDone = vi.fn();
    renderGuest(<FeedbackSteps position="pre" onDone={onDone} />, { event: guestEvent() });
    expect(onDone).toHaveBeenCalledWith({});
  });
});
