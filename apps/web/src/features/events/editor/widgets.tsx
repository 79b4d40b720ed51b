import { clampStepperValue, isColorFieldValue, stepValue } from '@booth/shared';
import {
  ActionIcon,
  Button,
  ColorSwatch,
  Group,
  Input,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconAlignCenter, IconAlignLeft, IconAlignRight, IconBold, IconItalic, IconMinus, IconPlus, IconUnderline } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFonts } from '@/features/assets/api/get-fonts';

/*
 * The editor's generic widgets: each edits one value of the settings and knows nothing of where it
 * sits; field-tree.tsx binds them to a path.
 */

interface WidgetBase<T> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  error?: string;
  testId: string;
  disabled?: boolean;
  /** The setting's one-line help. */
  description?: string;
}

export function ToggleField({ label, value, onChange, error, testId, disabled, description }: WidgetBase<boolean>) {
  return (
    <Switch
      label={label}
      description={description}
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      disabled={disabled}
      data-testid={testId}
    />
  );
}

/** The count under a text with a maximum, red once it is over ("12/200"). */
function lengthCount(value: string, maxLength: number | undefined): React.ReactNode {
  if (maxLength === undefined) return undefined;
  const over = value.length > maxLength;
  return (
    <Text component="span" size="xs" c={over ? 'red' : 'dimmed'} data-over={over || undefined}>
      {value.length}/{maxLength}
    </Text>
  );
}

/**
 * A text; a maximum is shown as a count and refused with a message, never enforced by cutting (a
 * pasted 920-character name stays whole so the organiser sees what is too long).
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  testId,
  maxLength,
  multiline,
  code,
  description,
  placeholder,
}: WidgetBase<string> & { maxLength?: number; multiline?: boolean; code?: boolean; placeholder?: string }) {
  const { t } = useTranslation('events');
  const tooLong = maxLength !== undefined && value.length > maxLength ? t('editor.tooLong', { max: maxLength }) : undefined;
  const common = {
    label,
    value,
    placeholder,
    description,
    error: tooLong ?? error,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.currentTarget.value),
    'data-testid': testId,
  };
  const count = lengthCount(value, maxLength);
  if (multiline || code) {
    return (
      <Stack gap={2}>
        <Textarea {...common} rows={code ? 8 : 4} resize="vertical" styles={code ? { input: { fontFamily: 'monospace', fontSize: 13 } } : undefined} />
        {count && <Group justify="flex-end">{count}</Group>}
      </Stack>
    );
  }
  return <TextInput {...common} rightSection={count} rightSectionWidth={count ? 78 : undefined} />;
}

export interface StepperProps extends WidgetBase<number> {
  min?: number;
  max?: number;
  step?: number;
}

/** A number with − / + buttons: clamped to its bounds, two decimals at most, step 1 unless told. */
export function NumberStepper({ label, value, onChange, error, testId, min, max, step = 1, description }: StepperProps) {
  const bounds = { min, max, step };
  return (
    <NumberInput
      label={label}
      description={description}
      value={value}
      onChange={(next) => {
        if (typeof next === 'number') onChange(clampStepperValue(next, bounds));
      }}
      onBlur={() => onChange(clampStepperValue(value, bounds))}
      min={min}
      max={max}
      step={step}
      decimalScale={2}
      hideControls
      error={error}
      data-testid={testId}
      leftSection={
        <ActionIcon variant="subtle" size="sm" aria-label="−" onClick={() => onChange(stepValue(value, -1, bounds))} data-testid={`${testId}-dec`}>
          <IconMinus size={14} />
        </ActionIcon>
      }
      rightSection={
        <ActionIcon variant="subtle" size="sm" aria-label="+" onClick={() => onChange(stepValue(value, 1, bounds))} data-testid={`${testId}-inc`}>
          <IconPlus size={14} />
        </ActionIcon>
      }
    />
  );
}

/** A whole number where empty means "no limit" (null), never 0: the campaign's AI budget. */
export function OptionalNumberField({ label, value, onChange, error, testId, min, max, description, placeholder }: WidgetBase<number | null> & { min?: number; max?: number; placeholder: string }) {
  return (
    <NumberInput
      label={label}
      description={description}
      value={value ?? ''}
      onChange={(next) => onChange(typeof next === 'number' ? clampStepperValue(Math.round(next), { min, max, step: 1 }) : null)}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      placeholder={placeholder}
      error={error}
      data-testid={testId}
    />
  );
}

/** A choice of options; `onClear` makes it clearable (a nullable setting: none chosen). */
export function SelectField({ label, value, onChange, onClear, error, testId, options, optionLabel, description }: WidgetBase<string> & { options: string[]; optionLabel?: (option: string) => string; onClear?: () => void }) {
  return (
    <Select
      label={label}
      description={description}
      value={value}
      data={options.map((option) => ({ value: option, label: optionLabel?.(option) ?? option }))}
      onChange={(next) => {
        if (next !== null) onChange(next);
        else onClear?.();
      }}
      allowDeselect={false}
      clearable={onClear !== undefined}
      error={error}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A colour of exactly seven characters (#rrggbb) with its swatch; a partial entry is kept locally until valid. */
export function ColorField({ label, value, onChange, error, testId, description }: WidgetBase<string>) {
  const { t } = useTranslation('events');
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const valid = isColorFieldValue(draft);
  return (
    <TextInput
      label={label}
      description={description}
      value={draft}
      onChange={(event) => {
        const next = event.currentTarget.value.trim();
        setDraft(next);
        if (isColorFieldValue(next)) onChange(next.toLowerCase());
      }}
      onBlur={() => setDraft(value)}
      error={error ?? (valid ? undefined : t('editor.colorInvalid'))}
      leftSection={<ColorSwatch color={valid ? draft : value} size={18} />}
      rightSection={
        <input
          type="color"
          aria-label={label}
          value={valid ? draft : value}
          onChange={(event) => onChange(event.currentTarget.value)}
          style={{ width: 22, height: 22, border: 0, padding: 0, background: 'none', cursor: 'pointer' }}
        />
      }
      styles={{ input: { fontFamily: 'monospace' } }}
      data-testid={testId}
    />
  );
}

export function FontSelect({ label, value, onChange, testId, error, description }: WidgetBase<string | null>) {
  const { t } = useTranslation('events');
  const { fonts } = useFonts();
  return (
    <Select
      label={label}
      description={description}
      placeholder={t('editor.noFont')}
      value={value}
      data={fonts.filter((font) => !font.sample).map((font) => ({ value: font.id, label: font.name }))}
      onChange={(next) => onChange(next)}
      clearable
      error={error}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Whether a #rrggbb colour is light, so its sample sits on a dark ground. */
export function isLight(color: string): boolean {
  if (!isColorFieldValue(color)) return false;
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16) / 255) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.6;
}

export interface TextFormatValue {
  align: 'left' | 'right' | 'center';
  italic: boolean;
  bold: boolean;
  underline: boolean;
  color: string;
  family: string;
  size: number;
  fontId: string | null;
}

/** Alignment, italic/bold/underline, colour, family, size and a font from the customer's fonts. */
export function TextFormatEditor({ label, value, onChange, testId, error, description }: WidgetBase<TextFormatValue>) {
  const { t } = useTranslation('events');
  const set = <K extends keyof TextFormatValue>(key: K, next: TextFormatValue[K]) => onChange({ ...value, [key]: next });
  const style = (key: 'italic' | 'bold' | 'underline') => (value[key] ? 'filled' : 'default');
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Paper withBorder radius="md" p="sm" mt={4} data-testid={testId}>
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            <SegmentedControl
              size="xs"
              value={value.align}
              onChange={(next) => set('align', next as TextFormatValue['align'])}
              data={[
                { value: 'left', label: <IconAlignLeft size={14} aria-label={t('format.left')} /> },
                { value: 'center', label: <IconAlignCenter size={14} aria-label={t('format.center')} /> },
                { value: 'right', label: <IconAlignRight size={14} aria-label={t('format.right')} /> },
              ]}
            />
            <ActionIcon variant={style('bold')} aria-label={t('format.bold')} aria-pressed={value.bold} onClick={() => set('bold', !value.bold)}>
              <IconBold size={16} />
            </ActionIcon>
            <ActionIcon variant={style('italic')} aria-label={t('format.italic')} aria-pressed={value.italic} onClick={() => set('italic', !value.italic)}>
              <IconItalic size={16} />
            </ActionIcon>
            <ActionIcon variant={style('underline')} aria-label={t('format.underline')} aria-pressed={value.underline} onClick={() => set('underline', !value.underline)}>
              <IconUnderline size={16} />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <ColorField label={t('format.color')} value={value.color} onChange={(next) => set('color', next)} testId={`${testId}-color`} />
            <NumberStepper label={t('format.size')} value={value.size} min={4} max={400} onChange={(next) => set('size', next)} testId={`${testId}-size`} />
            <TextField label={t('format.family')} value={value.family} maxLength={200} onChange={(next) => set('family', next)} testId={`${testId}-family`} />
            <FontSelect label={t('format.font')} value={value.fontId} onChange={(next) => set('fontId', next)} testId={`${testId}-font`} />
          </SimpleGrid>
          <Text
            size="sm"
            ta={value.align}
            fs={value.italic ? 'italic' : undefined}
            fw={value.bold ? 700 : undefined}
            td={value.underline ? 'underline' : undefined}
            style={{ fontFamily: value.family, color: value.color, background: isLight(value.color) ? '#2b2d42' : 'var(--mantine-color-gray-1)', borderRadius: 6, padding: 6 }}
          >
            {t('format.sample')}
          </Text>
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
}

export interface SpacingValue {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export function SpacingEditor({ label, value, onChange, testId, error, description }: WidgetBase<SpacingValue>) {
  const { t } = useTranslation('events');
  const sides = ['top', 'right', 'bottom', 'left'] as const;
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt={4} data-testid={testId}>
        {sides.map((side) => (
          <NumberStepper
            key={side}
            label={t(`spacing.${side}`)}
            value={value[side]}
            min={0}
            max={1000}
            onChange={(next) => onChange({ ...value, [side]: next })}
            testId={`${testId}-${side}`}
          />
        ))}
      </SimpleGrid>
    </Input.Wrapper>
  );
}

/** A list with add/remove; "add" is disabled at `max` (EVENT_LIMITS). */
export function ListEditor<T>({
  label,
  items,
  max,
  onAdd,
  onRemove,
  renderItem,
  testId,
  error,
  addLabel,
  description,
  footer,
}: {
  label: string;
  items: T[];
  max?: number;
  onAdd: (() => void) | { label: string; add: () => void }[];
  onRemove: (index: number) => void;
  renderItem: (item: T, index: number) => React.ReactNode;
  testId: string;
  error?: string;
  addLabel?: string;
  description?: string;
  /** Shown under the items (a drop zone that adds an uploaded file). */
  footer?: React.ReactNode;
}) {
  const { t } = useTranslation('events');
  const full = max !== undefined && items.length >= max;
  const adders = typeof onAdd === 'function' ? [{ label: addLabel ?? t('editor.add'), add: onAdd }] : onAdd;
  return (
    <Input.Wrapper label={max !== undefined ? `${label} (${items.length}/${max})` : label} description={description} error={error}>
      <Stack gap="xs" mt={4} data-testid={testId}>
        {items.map((item, index) => (
          <Paper key={index} withBorder radius="md" p="xs" data-testid={`${testId}-item`}>
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ flex: 1, minWidth: 0 }}>{renderItem(item, index)}</div>
              <ActionIcon variant="subtle" color="red" aria-label={t('editor.remove')} onClick={() => onRemove(index)} data-testid={`${testId}-remove`}>
                <IconMinus size={16} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        <Group gap="xs">
          {adders.map((adder) => (
            <Button key={adder.label} size="xs" variant="light" leftSection={<IconPlus size={14} />} disabled={full} onClick={adder.add} data-testid={`${testId}-add`}>
              {adder.label}
            </Button>
          ))}
        </Group>
        {footer}
        {full && (
          <Text size="xs" c="dimmed" data-testid={`${testId}-full`}>
            {t('editor.limitReached', { max })}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
