// Fields that refuse what the content check refuses, on the field, before anything is saved, and
// say why under it: a Keystatic field with its schema's rule added, and a number field. Keystatic
// shows a field's message only for the rules it knows itself (length, pattern, required), and its
// Save does nothing, silently, when any other check fails; so every rule checked here is also shown
// here, once the editor has left the field or pressed Save.
import { useEffect, useReducer, type ReactElement } from 'react';
import type { BasicFormField, FormFieldInputProps, FormFieldStoredValue } from '@keystatic/core';
import { Flex, FieldMessage, TextField, withParts } from './borrowed.ts';
import type { FieldRule } from './fieldRules.ts';
import { refusalOf, watchSaves } from './refusedSave.ts';

/** The error a field's validate throws, with the words shown under the field. */
export class FieldRuleError extends Error {}

/** The message of `validate(value)`, or undefined when it passes. */
export function refusal(validate: () => unknown): string | undefined {
  try {
    validate();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** True once the editor has left the field; Keystatic's own fields show a message only from then on. */
const useLeft = () => useReducer(() => true, false);

interface FormField {
  kind: 'form';
  label?: string;
  Input(props: FormFieldInputProps<any>): ReactElement | null;
  validate(value: any, ...extra: any[]): any;
  serialize(value: any, ...extra: any[]): { value: FormFieldStoredValue };
}

/**
 * `field` with `rule` checked on the value it would write: Save refuses a value that breaks it, and
 * the field shows the rule's message under it, where Keystatic's own message would be.
 */
export function checked<Field extends FormField>(field: Field, rule: FieldRule): Field {
  /** The rule's message for `value`, when the field's own checks pass (else the field shows its own). */
  const ruleMessage = (value: unknown) => (refusal(() => field.validate(value)) === undefined ? rule(field.serialize(value).value) : undefined);
  return withParts(field, {
    validate(value: unknown, ...extra: unknown[]) {
      const valid = field.validate(value, ...extra);
      const message = rule(field.serialize(value).value);
      if (message) throw new FieldRuleError(message);
      return valid;
    },
    Input(props: FormFieldInputProps<unknown>) {
      const [left, leave] = useLeft();
      useEffect(watchSaves, []);
      const message = props.forceValidation || left ? ruleMessage(props.value) : undefined;
      return (
        <div onBlur={leave} style={{ minWidth: 0 }}>
          <Flex direction="column" gap="regular" minWidth={0}>
            <field.Input {...props} />
            {message ? (
              <div {...refusalOf(field.label, message)}>
                <FieldMessage>{message}</FieldMessage>
              </div>
            ) : null}
          </Flex>
        </div>
      );
    },
  } as Partial<Field>);
}

/** The number a field's text stands for: undefined while empty, the text itself while it is no number. */
export function numberOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/**
 * A number typed as text. Keystatic's number fields keep a typed number to themselves until the
 * field is left, so the page showed no "Unsaved" mark while a price was being changed; this one
 * passes on every keystroke. `rule` is the schema's (whole numbers, ranges), shown as typed.
 */
export function numberField({ label, description, isRequired, whole }: { label: string; description?: string; isRequired: boolean; whole: boolean }, rule: FieldRule): BasicFormField<string> & { description?: string } {
  const validate = (text: string) => {
    const message = rule(numberOf(text));
    if (message) throw new FieldRuleError(message);
    return text;
  };
  const parse = (value: FormFieldStoredValue) => {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'number') throw new FieldRuleError('Must be a number');
    return String(value);
  };
  return {
    kind: 'form',
    label,
    ...(description ? { description } : {}),
    Input(props) {
      const [left, leave] = useLeft();
      useEffect(watchSaves, []);
      const message = props.forceValidation || left ? rule(numberOf(props.value)) : undefined;
      return (
        <div {...(message ? refusalOf(label, message) : {})}>
          <TextField
            label={label}
            description={description}
            isRequired={isRequired}
            inputMode={whole ? 'numeric' : 'decimal'}
            width="alias.singleLineWidth"
            autoFocus={props.autoFocus}
            value={props.value}
            onChange={props.onChange}
            onBlur={leave}
            errorMessage={message}
          />
        </div>
      );
    },
    defaultValue: () => '',
    parse,
    serialize: (text) => ({ value: numberOf(text) }),
    validate,
    reader: { parse },
  };
}
