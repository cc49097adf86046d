// Building blocks in a page's text whose settings break their rules: a Section inserted and never
// given its title, a price card with no products. Keystatic checks no block's settings before it
// saves a document, so each block's view (src/editor/contentViews.tsx) checks its own and reports
// here while it is in the document; the page's text then refuses Save, and says which block needs
// what and where it is, above the text, where the editor is looking when Save does nothing.
import { useEffect, useId, useSyncExternalStore, type ReactElement } from 'react';
import type { FormFieldInputProps } from '@keystatic/core';
import { Notice, Text, withParts } from './borrowed.ts';
import { BranchStatus } from './branchStatus.tsx';
import { FieldRuleError } from './checkedField.tsx';
import { PageRoomLine } from './pageRoomLine.tsx';
import { problemSentence, type FieldProblem } from './listProblems.ts';
import { refusalOf, watchSaves } from './refusedSave.ts';

/** A block that needs something: its label, where it is, and what it needs. */
export interface BlockProblem {
  block: string;
  where: string;
  problems: FieldProblem[];
}

const open = new Map<string, BlockProblem>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Every block of the open document that needs something, in the order they were found. */
export const blockProblems = (): BlockProblem[] => [...open.values()];

/** The blocks that need something, re-read whenever one reports. */
function useBlockProblems(): BlockProblem[] {
  useSyncExternalStore(subscribe, () => version, () => version);
  return blockProblems();
}

/** Reports, while the calling block is in the document, what it needs (nothing when `problem` is undefined). */
export function useReportBlock(problem: BlockProblem | undefined): void {
  const id = useId();
  const key = JSON.stringify(problem ?? null);
  useEffect(() => {
    if (!problem) return;
    open.set(id, problem);
    changed();
    return () => {
      open.delete(id);
      changed();
    };
    // The report changes only when what it says does.
  }, [key]);
}

/** One sentence for a block that needs something. */
export function describeBlock({ block, where, problems }: BlockProblem): string {
  return `The ${block} block ${where}: ${problems.map(problemSentence).join('; ')}. Click Edit on it to fill it in.`;
}

interface DocumentField {
  kind: 'form';
  Input(props: FormFieldInputProps<any>): ReactElement | null;
  validate(value: any, ...extra: any[]): any;
  serialize(value: any, extra: { slug: string | undefined }): { content: Uint8Array | undefined };
}

/**
 * The document field `field` (a page's or a block's text), which refuses Save while a building
 * block in it needs something, and then says which block, where, and what it needs. Above the text,
 * on a branch of the deployed editor, it says where the change stands (branchStatus.tsx), and on a
 * page the site's build measured, how much room its words have left in one round trip
 * (pageRoomLine.tsx).
 */
export function checkedDocument<Field extends DocumentField>(field: Field): Field {
  return withParts(field, {
    validate(value: unknown, ...extra: unknown[]) {
      const [first, ...more] = blockProblems();
      if (first) throw new FieldRuleError([first, ...more].map(describeBlock).join('\n'));
      return field.validate(value, ...extra);
    },
    Input(props: FormFieldInputProps<unknown>) {
      const problems = useBlockProblems();
      useEffect(watchSaves, []);
      return (
        <>
          <BranchStatus />
          <PageRoomLine value={props.value} textOf={(value) => field.serialize(value, { slug: undefined }).content ?? new Uint8Array()} />
          {props.forceValidation && problems.length > 0 ? (
            <div {...refusalOf(undefined, problems.map(describeBlock).join(' '))}>
              <Notice tone="critical" marginBottom="large">
                {problems.map((problem) => (
                  <Text key={describeBlock(problem)} elementType="p">
                    Not saved. {describeBlock(problem)}
                  </Text>
                ))}
              </Notice>
            </div>
          ) : null}
          <field.Input {...props} />
        </>
      );
    },
  } as Partial<Field>);
}
