import '@mantine/tiptap/styles.css';
import { Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { readReportImage } from './report-image.ts';

export interface GoalProgressEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  readOnly?: boolean;
  /** The field's accessible name (the editor is a contenteditable, not an input). */
  label: string;
  invalid?: boolean;
}

/**
 * The goal progress rich text (spec 3 §2.3): marks, headings, lists, links and inline PNG/JPEG
 * images (data URLs, at most 1 MB each; the server allows 2 MB in all). Loaded with the form only.
 */
export function GoalProgressEditor({
  value,
  onChange,
  onBlur,
  readOnly,
  label,
  invalid,
}: GoalProgressEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link, Image.configure({ allowBase64: true })],
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A report loaded after the editor opened (or reset by the form) replaces its content. An editor
  // being replaced (its options changed) is already destroyed: its schema is gone, so leave it.
  useEffect(() => {
    if (!editor || editor.isDestroyed) {
      return;
    }
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const insertImage = async (file: File | undefined) => {
    if (!file || !editor) {
      return;
    }
    const read = await readReportImage(file);
    if (!read.ok) {
      setImageError(read.message);
      return;
    }
    setImageError(null);
    editor.chain().focus().setImage({ src: read.dataUrl, alt: file.name }).run();
  };

  return (
    <>
      <RichTextEditor
        editor={editor}
        style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        variant="subtle"
      >
        {readOnly ? null : (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
              <RichTextEditor.Control
                onClick={() => fileInput.current?.click()}
                aria-label="Insert image"
                title="Insert image"
              >
                <IconPhoto size={16} stroke={1.6} aria-hidden />
              </RichTextEditor.Control>
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
      <input
        ref={fileInput}
        type="file"
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        hidden
        data-testid="goal-progress-image"
        onChange={(e) => {
          void insertImage(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
      {imageError ? (
        <Text c="red" fz="sm" role="alert">
          {imageError}
        </Text>
      ) : null}
    </>
  );
}
