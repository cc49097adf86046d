// A page's form shows only the fields its type uses: a legal page its date and review, a guide its
// PDF, a product page its product. Keystatic gives a field only its own value, so the Type field
// tells the others what it holds through this module, and each field a type owns hides itself on
// pages of other types, is asked for on pages of its own (a legal page needs its date), and is left
// out of the file of a page of another type. Only one page's form is open at a time.
import { useEffect, useSyncExternalStore, type ReactElement } from 'react';
import type { FormFieldInputProps, FormFieldStoredValue } from '@keystatic/core';
import { FieldMessage, Flex, withParts } from './borrowed.ts';
import { FieldRuleError } from './checkedField.tsx';

let current: string | undefined;
const listeners = new Set<() => void>();

function setPageType(type: string | undefined): void {
  if (type === current) return;
  current = type;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The type of the page open in the editor, once its form has shown its Type field. */
export const usePageType = () => useSyncExternalStore(subscribe, () => current, () => undefined);

interface FormField {
  kind: 'form';
  Input(props: FormFieldInputProps<any>): ReactElement | null;
  validate(value: any, ...extra: any[]): any;
  serialize(value: any, ...extra: any[]): { value: FormFieldStoredValue };
}

/** The Type field `field`, which tells the page's other fields which type the page is. */
export function pageTypeField<Field extends FormField>(field: Field): Field {
  return withParts(field, {
    Input(props: FormFieldInputProps<string>) {
      useEffect(() => setPageType(props.value || undefined), [props.value]);
      useEffect(() => () => setPageType(undefined), []);
      return <field.Input {...props} />;
    },
  } as Partial<Field>);
}

/** Whether the page open in the editor is of a type other than `types` (false before its Type field shows). */
const otherType = (types: readonly string[]) => current !== undefined && !types.includes(current);

/**
 * `field`, which only pages of `types` have, and which pages of `requiredIn` must fill in: hidden
 * and left out of the file on a page of another type, asked for on a page that needs it.
 */
export function pageTypeOnly<Field extends FormField>(field: Field, types: readonly string[], requiredIn: readonly string[]): Field {
  const needed = (value: unknown) =>
    current !== undefined && requiredIn.includes(current) && field.serialize(value).value === undefined ? `A ${current} page needs this` : undefined;
  return withParts(field, {
    Input(props: FormFieldInputProps<unknown>) {
      const type = usePageType();
      if (type !== undefined && !types.includes(type)) return null;
      const message = props.forceValidation ? needed(props.value) : undefined;
      return (
        <Flex direction="column" gap="regular" minWidth={0}>
          <field.Input {...props} />
          {message ? <FieldMessage>{message}</FieldMessage> : null}
        </Flex>
      );
    },
    validate(value: unknown, ...extra: unknown[]) {
      if (otherType(types)) return value;
      const message = needed(value);
      if (message) throw new FieldRuleError(message);
      return field.validate(value, ...extra);
    },
    serialize(value: unknown, ...extra: unknown[]) {
      return otherType(types) ? { value: undefined } : field.serialize(value, ...extra);
    },
  } as Partial<Field>);
}
