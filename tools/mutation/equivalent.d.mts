import type { NodePath } from '@babel/core';

export const IGNORER: string;
export const patterns: { name: string; reason: string; matches: (path: NodePath) => boolean }[];
export const sites: { file: string; within: string; literal: string; reason: string }[];
export function enclosingName(path: NodePath): string | undefined;
export function siteOf(path: NodePath): (typeof sites)[number] | undefined;
export function equivalentReason(path: NodePath): string | undefined;
export const strykerPlugins: unknown[];
