import type {
  MediaFile,
  Program,
  ProgramMedia,
  ProgramReview,
  ProgramState,
  ProgramSummary,
} from '@lamplighter/contract';
import type { StoredProgram } from './programs.repository';

const timeOf = (value: Date | null) => (value ? value.toISOString() : null);

export function presentProgramSummary(row: StoredProgram): ProgramSummary {
  return {
    id: row.id,
    originid: row.originId,
    version: row.version,
    name: row.name,
    width: row.width,
    height: row.height,
    state: row.state as ProgramState,
    review: row.review as ProgramReview,
    remark: row.remark,
    regioncount: row.regions.length,
    duration: row.durationSeconds,
    size: row.size,
    creator: row.creatorName,
    reviewer: row.reviewerName,
    createtime: row.createdAt.toISOString(),
    updatetime: row.updatedAt.toISOString(),
    reviewtime: timeOf(row.reviewedAt),
    publishtime: timeOf(row.publishedAt),
  };
}

function asProgramMedia(file: MediaFile): ProgramMedia {
  const { id, name, kind, format, size, hash, width, height, duration, thumbnail } = file;
  return { id, name, kind, format, size, hash, width, height, duration, thumbnail };
}

export function presentProgram(row: StoredProgram, files: MediaFile[]): Program {
  return { ...presentProgramSummary(row), regions: row.regions, media: files.map(asProgramMedia) };
}
