/**
 * File drop: a zone that takes files dropped on it or chosen with its button (keyboard reachable), checks them
 * against the accept kind, size limit and single/multiple mode (refusals shown and announced), and exposes the
 * chosen files as `value` (File objects: name, size, type). A workflow uploads them with the 'upload-file' action,
 * its progress variable set to this element's `progress`; each file then shows its share as a progress bar.
 */
import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useElementVariable } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { shouldShowError, useFormField } from '../form-container/form-context';
import { fieldIdBase } from '../forms/dom-ids';
import { validateField } from '../forms/validation';
import { acceptPatterns, checkFiles, formatFileSize } from './file-rules';
import { STATUS_TEXT, fileProgress, uploadStatus } from './progress';
import type { AcceptKind, FileDropSettings } from './settings';

const KIND_NAMES: Record<AcceptKind, string> = {
  any: 'Any file',
  image: 'Images',
  video: 'Videos',
  audio: 'Audio files',
  pdf: 'PDF files',
  csv: 'CSV files',
  xls: 'Excel files',
  doc: 'Word documents',
  json: 'JSON files',
  custom: '',
};

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export function FileDrop({ uid, settings, emit, className, setVariable, setState, local }: ElementProps<FileDropSettings>) {
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const [touched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const progress = Number(useElementVariable(uid, 'progress') ?? 0);
  const patterns = acceptPatterns(settings.accept, settings.customAccept);
  const maxSize = typeof settings.maxSize === 'number' && settings.maxSize > 0 ? settings.maxSize : 0;
  const idBase = fieldIdBase(uid, local);
  const ids = { label: `${idBase}-label`, hint: `${idBase}-hint`, error: `${idBase}-error`, input: `${idBase}-input` };

  const validity = validateField(files, { type: 'file', required: settings.required });
  const form = useFormField(
    settings.fieldName || idBase,
    { value: files, isValid: validity.isValid },
    { flush: () => undefined, focus: () => buttonRef.current?.focus() },
  );
  const showError = !validity.isValid && shouldShowError({ form, touched });

  const update = (next: File[]) => {
    setFiles(next);
    setTouched(true);
    setVariable('value', next);
    // A new selection has not been uploaded yet.
    setVariable('progress', 0);
    emit('change', { value: next });
  };
  const take = (list: FileList | null) => {
    if (settings.disabled || list === null) return;
    const { accepted, rejected: refused } = checkFiles([...list], { patterns, maxSizeMb: maxSize, multiple: settings.multiple });
    setRejected(refused);
    if (accepted.length === 0) return;
    update(settings.multiple ? [...files.filter((file) => !accepted.some((added) => sameFile(file, added))), ...accepted] : accepted);
  };
  const browse = () => {
    if (!settings.disabled) inputRef.current?.click();
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    setState('active', false);
    take(event.dataTransfer.files);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!over) {
      setOver(true);
      setState('active', true);
    }
  };

  const kinds = settings.accept === 'custom' ? patterns.join(', ') || KIND_NAMES.any : KIND_NAMES[settings.accept];
  const hint = `${kinds}${maxSize > 0 ? `, up to ${maxSize} MB` : ''}${settings.multiple ? ', several files' : ', one file'}`;
  const messages = [...rejected, ...(showError && validity.message ? [validity.message] : [])];

  return (
    <div data-uid={uid} className={`ww-file-drop${settings.disabled ? ' ww-file-drop--disabled' : ''} ${className}`}>
      <div
        className={`ww-file-drop__zone${over ? ' ww-file-drop__zone--over' : ''}`}
        onClick={browse}
        onDragOver={onDragOver}
        onDragLeave={() => {
          setOver(false);
          setState('active', false);
        }}
        onDrop={onDrop}
      >
        <p id={ids.label} className="ww-file-drop__label">
          {settings.label}
        </p>
        <p id={ids.hint} className="ww-file-drop__hint">
          {hint}
        </p>
        <button
          ref={buttonRef}
          type="button"
          className="ww-file-drop__button"
          disabled={settings.disabled}
          aria-describedby={`${ids.label} ${ids.hint}${messages.length > 0 ? ` ${ids.error}` : ''}`}
          onClick={(event) => {
            event.stopPropagation();
            browse();
          }}
          onFocus={() => setState('focus', true)}
          onBlur={() => setState('focus', false)}
        >
          {settings.buttonText}
        </button>
        <input
          ref={inputRef}
          id={ids.input}
          type="file"
          className="ww-file-drop__input"
          tabIndex={-1}
          aria-label={settings.label}
          accept={patterns.length > 0 ? patterns.join(',') : undefined}
          multiple={settings.multiple}
          disabled={settings.disabled}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => {
            take(event.target.files);
            // The same file chosen again must fire change again.
            event.target.value = '';
          }}
        />
      </div>
      <div id={ids.error} className="ww-file-drop__errors" role="alert">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      {files.length > 0 ? (
        <ul className="ww-file-drop__files" aria-label="Chosen files">
          {files.map((file, index) => {
            const own = fileProgress(progress, index, files.length);
            const status = uploadStatus(own);
            return (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} className={`ww-file-drop__file ww-file-drop__file--${status}`}>
                <span className="ww-file-drop__name">{file.name}</span>
                <span className="ww-file-drop__size">{formatFileSize(file.size)}</span>
                <div
                  className="ww-file-drop__progress"
                  role="progressbar"
                  aria-label={`Upload of ${file.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={own}
                  aria-valuetext={`${STATUS_TEXT[status]} ${own}%`}
                >
                  <div className="ww-file-drop__bar" style={{ width: `${own}%` }} />
                </div>
                <span className="ww-file-drop__status">
                  {status === 'uploading' ? `${STATUS_TEXT[status]} ${own}%` : STATUS_TEXT[status]}
                </span>
                <button
                  type="button"
                  className="ww-file-drop__remove"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => update(files.filter((_, other) => other !== index))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
