// An optional group of fields (a rules guide's PDF, a year's QSEHRA limits before they are out),
// written as one object while any of them holds a value and left out of the file while all are
// empty. Keystatic's own object field would write `pdf: {}` into every page that is not a guide, so
// a save of such a page would change a file no one edited, and `qsehraLimits: {}` the schema refuses.
import { useId } from 'react';
import type { BasicFormField, FormFieldInputProps, FormFieldStoredValue, ObjectField, ObjectFieldOptions } from '@keystatic/core';
import { FieldDescription, FieldLabel, Flex } from './borrowed.ts';

/** A field of the group; each has its own type of value. */
type Member = BasicFormField<any>;
type Values = Record<string, unknown>;

const mapMembers = <Out,>(members: Record<string, Member>, each: (member: Member, key: string) => Out) =>
  Object.fromEntries(Object.entries(members).map(([key, member]) => [key, each(member, key)]));

const stored = (value: FormFieldStoredValue, key: string) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, FormFieldStoredValue>)[key] : undefined;

/**
 * The object field `object`, whose fields are all single fields, as one field that leaves itself
 * out of the file while they are all empty. It keeps the object's own properties (its fields, its
 * label and description), and shows them with the label and description Keystatic's own fields use.
 */
export function groupField(object: ObjectField<Record<string, Member>>): BasicFormField<Values> & ObjectFieldOptions & { fields: Record<string, Member> } {
  const { fields: members, label, description } = object;
  const parse = (value: FormFieldStoredValue) => mapMembers(members, (member, key) => member.parse(stored(value, key)));
  return {
    ...object,
    kind: 'form',
    Input(props: FormFieldInputProps<Values>) {
      const id = useId();
      return (
        <Flex direction="column" gap="xlarge" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-description`}>
          <Flex direction="column" gap="regular">
            <FieldLabel id={`${id}-label`} elementType="span">
              {label}
            </FieldLabel>
            <FieldDescription id={`${id}-description`}>{description}</FieldDescription>
          </Flex>
          {Object.entries(members).map(([key, member], index) => (
            <member.Input
              key={key}
              value={props.value[key]}
              onChange={(value: unknown) => props.onChange({ ...props.value, [key]: value })}
              autoFocus={props.autoFocus && index === 0}
              forceValidation={props.forceValidation}
            />
          ))}
        </Flex>
      );
    },
    defaultValue: () => mapMembers(members, (member) => member.defaultValue()),
    parse,
    validate: (value) => mapMembers(members, (member, key) => member.validate(value[key])),
    serialize(value) {
      const written = Object.entries(mapMembers(members, (member, key) => member.serialize(value[key]).value)).filter(
        (entry): entry is [string, NonNullable<FormFieldStoredValue>] => entry[1] !== undefined,
      );
      return { value: written.length === 0 ? undefined : Object.fromEntries(written) };
    },
    reader: { parse },
  };
}
