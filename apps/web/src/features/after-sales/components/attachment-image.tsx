import type { AfterSaleAttachment } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton } from 'antd';
import { useState } from 'react';
import { useObjectUrl } from '../../../shared/files/use-object-url';
import { attachmentFileQuery } from '../api/attachments';

const SIZE = 104;

/** A photo's thumbnail; clicked, it opens the full picture, fetched then. */
export function AttachmentImage({ file }: { file: AfterSaleAttachment }) {
  const [previewing, setPreviewing] = useState(false);
  const thumbnail = useObjectUrl(useQuery(attachmentFileQuery(file.id, true)).data);
  const full = useObjectUrl(useQuery({ ...attachmentFileQuery(file.id, false), enabled: previewing }).data);
  if (!thumbnail) return <Skeleton.Image active style={{ width: SIZE, height: SIZE }} />;
  return (
    <Image
      src={thumbnail}
      alt={file.filename}
      width={SIZE}
      height={SIZE}
      style={{ objectFit: 'cover', borderRadius: 6 }}
      preview={{ src: full ?? thumbnail, onOpenChange: (open) => open && setPreviewing(true) }}
    />
  );
}
