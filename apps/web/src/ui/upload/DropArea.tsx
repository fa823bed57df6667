import './drop-area.css';
import { Box, type BoxProps, getRadius, type MantineRadius } from '@mantine/core';
import type { CSSProperties, InputHTMLAttributes, ReactNode } from 'react';
import { type Accept, type FileRejection, useDropzone } from 'react-dropzone';

export type { FileRejection };

/** What is being dragged over the area: files it takes, files it refuses, or nothing. */
export interface DropState {
  accept: boolean;
  reject: boolean;
  idle: boolean;
}

export interface DropAreaProps extends Pick<BoxProps, 'p' | 'px' | 'py'> {
  onDrop: (files: File[]) => void;
  onReject?: (rejections: FileRejection[]) => void;
  /** MIME types, or MIME types with their extensions (`{ 'application/pdf': ['.pdf'] }`). */
  accept: string[] | Accept;
  maxSize?: number;
  multiple?: boolean;
  disabled?: boolean;
  /** A click (or Enter, Space) opens the file chooser; default true. */
  activateOnClick?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  radius?: MantineRadius;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  children: ReactNode | ((state: DropState) => ReactNode);
}

/**
 * A file drop area over react-dropzone: drag files in or click to choose, checked against the
 * accepted types and the largest size before `onDrop`; what fails goes to `onReject` with
 * react-dropzone's codes ('file-invalid-type', 'file-too-large', 'too-many-files').
 */
export function DropArea({
  onDrop,
  onReject,
  accept,
  maxSize = Number.POSITIVE_INFINITY,
  multiple = true,
  disabled,
  activateOnClick = true,
  inputProps,
  radius,
  style,
  children,
  ...others
}: DropAreaProps) {
  const { getRootProps, getInputProps, isDragAccept, isDragReject, isDragActive } = useDropzone({
    onDropAccepted: onDrop,
    ...(onReject ? { onDropRejected: onReject } : {}),
    accept: Array.isArray(accept) ? Object.fromEntries(accept.map((type) => [type, []])) : accept,
    maxSize,
    multiple,
    disabled: Boolean(disabled),
    noClick: !activateOnClick,
    noKeyboard: !activateOnClick,
  });
  const state: DropState = {
    accept: isDragActive && isDragAccept,
    reject: isDragActive && isDragReject,
    idle: !(isDragActive && (isDragAccept || isDragReject)),
  };
  return (
    <Box
      {...getRootProps()}
      {...others}
      className="drop-area"
      style={{ ...(radius ? { '--drop-area-radius': getRadius(radius) } : {}), ...style }}
      mod={{ accept: state.accept, reject: state.reject, 'no-click': !activateOnClick, disabled }}
    >
      <input {...getInputProps(inputProps)} />
      <div className="drop-area-inner">{typeof children === 'function' ? children(state) : children}</div>
    </Box>
  );
}
