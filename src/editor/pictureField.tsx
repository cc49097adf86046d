/// <reference types="astro/client" />
// The picture fields of the browser editor (a resource card's image, a video's poster): choose one
// of the pictures already in the project's folder for them, or upload a new one, which is written
// into that folder under its own name. The data file names the picture relative to itself
// (../images/posters/ichra.svg), as the site and the content check read it. Replacing a picture
// never deletes a file: Keystatic deletes the files a field loaded once they leave it, and this
// field loads none, so a picture that another entry, page or branch uses stays, and the editor can
// switch back to it.
import { useEffect, useId, useMemo, useReducer, useState } from 'react';
import type { AssetFormField, FormFieldStoredValue } from '@keystatic/core';
import { ActionButton, Box, ButtonGroup, FieldDescription, FieldLabel, FieldMessage, Flex, Item, Picker, Text } from './borrowed.ts';
import { FieldRuleError } from './checkedField.tsx';

/** Where the pictures of each kind live, from the project's root and from their data file. */
export const PICTURE_FOLDERS = {
  cardImage: { directory: 'content/images/cards', fromData: '../images/cards/' },
  poster: { directory: 'content/images/posters', fromData: '../images/posters/' },
} as const;

// The pictures in both folders when the editor was built (or, in `npm run edit`, when it loaded),
// each with an address the editor can show it from.
const BUILT = import.meta.glob<string>(['/content/images/cards/*.{svg,png,jpg,jpeg,webp,avif,gif}', '/content/images/posters/*.{svg,png,jpg,jpeg,webp,avif,gif}'], {
  query: '?no-inline',
  import: 'default',
  eager: true,
});

/** The pictures of `directory` by file name, with their addresses. */
export function picturesIn(directory: string): Map<string, string> {
  const prefix = `/${directory}/`;
  return new Map(
    Object.entries(BUILT)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, url]) => [path.slice(prefix.length), url]),
  );
}

/** A field's picture: a file of its folder by name, with the bytes of one just uploaded. */
export interface Picture {
  name: string;
  upload?: Uint8Array;
}

/** The extensions a picture may have, as the picker of the file chooser asks for them. */
const ACCEPT = 'image/svg+xml,image/png,image/jpeg,image/webp,image/avif,image/gif';

/** Asks the browser for one picture file; resolves with it, or never when the chooser is cancelled. */
function chooseFile(): Promise<File> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = ACCEPT;
    input.hidden = true;
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      input.remove();
      if (file) resolve(file);
    });
    document.body.append(input);
    input.click();
  });
}

/** An address the browser shows `picture` from: the uploaded bytes, or the file in the project. */
function usePictureAddress(picture: Picture | null, pictures: Map<string, string>): string | undefined {
  const upload = picture?.upload;
  const [uploaded, setUploaded] = useState<string>();
  useEffect(() => {
    if (!upload || !picture) return setUploaded(undefined);
    const url = URL.createObjectURL(new Blob([upload.slice()], { type: picture.name.endsWith('.svg') ? 'image/svg+xml' : '' }));
    setUploaded(url);
    return () => URL.revokeObjectURL(url);
  }, [upload]);
  return upload ? uploaded : picture ? pictures.get(picture.name) : undefined;
}

/** A picture field over the folder of `kind`, with `label` and `description`. */
export function pictureField(kind: keyof typeof PICTURE_FOLDERS, label: string, description: string): AssetFormField<Picture | null, Picture | null, string | null> & { description: string } {
  const { directory, fromData } = PICTURE_FOLDERS[kind];
  const pictures = picturesIn(directory);
  /** Why `value` cannot be saved, if it cannot. */
  const problem = (value: Picture | null) => {
    if (value === null) return 'Choose a picture, or upload one';
    if (value.upload && pictures.has(value.name)) return `A picture named ${value.name} is already in the project: choose it in the list, or give your file another name`;
    return undefined;
  };
  return {
    kind: 'form',
    formKind: 'asset',
    label,
    description,
    directory,
    Input(props) {
      const id = useId();
      const [left, leave] = useReducer(() => true, false);
      const address = usePictureAddress(props.value, pictures);
      const names = useMemo(() => [...new Set([...pictures.keys(), ...(props.value ? [props.value.name] : [])])].sort(), [props.value]);
      const message = props.forceValidation || left ? problem(props.value) : undefined;
      return (
        <Flex direction="column" gap="medium" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-description`}>
          <FieldLabel id={`${id}-label`} elementType="span" isRequired>
            {label}
          </FieldLabel>
          <FieldDescription id={`${id}-description`}>{description}</FieldDescription>
          <Picker
            label="Picture in the project"
            items={names.map((name) => ({ name }))}
            selectedKey={props.value?.name ?? null}
            onSelectionChange={(key) => props.onChange(key === null ? null : { name: String(key) })}
            onBlur={leave}
          >
            {(item) => <Item key={item.name}>{item.name}</Item>}
          </Picker>
          <ButtonGroup>
            <ActionButton
              onPress={async () => {
                const file = await chooseFile();
                props.onChange({ name: file.name, upload: new Uint8Array(await file.arrayBuffer()) });
                leave();
              }}
            >
              Upload a new picture
            </ActionButton>
          </ButtonGroup>
          {address ? (
            <Box alignSelf="start" backgroundColor="canvas" borderRadius="regular" border="neutral" padding="regular">
              <img src={address} alt="" style={{ display: 'block', maxHeight: '12rem', maxWidth: '100%' }} />
            </Box>
          ) : props.value ? (
            <Text color="neutralSecondary">No preview: this picture was added after the editor was last deployed.</Text>
          ) : null}
          {message ? <FieldMessage>{message}</FieldMessage> : null}
        </Flex>
      );
    },
    defaultValue: () => null,
    // Keystatic loads (and, once the field leaves it, deletes) the file this names: none.
    filename: () => undefined,
    parse(value: FormFieldStoredValue) {
      if (value === undefined || value === null) return null;
      if (typeof value !== 'string') throw new FieldRuleError('Must be the path of a picture');
      return { name: value.startsWith(fromData) ? value.slice(fromData.length) : value };
    },
    serialize(value) {
      if (value === null) return { value: undefined, asset: undefined };
      const written = value.name.includes('/') ? value.name : `${fromData}${value.name}`;
      return value.upload ? { value: written, asset: { filename: value.name, content: value.upload } } : { value: written, asset: undefined };
    },
    validate(value) {
      const message = problem(value);
      if (message) throw new FieldRuleError(message);
      return value;
    },
    reader: { parse: (value) => (typeof value === 'string' ? value : null) },
  };
}
