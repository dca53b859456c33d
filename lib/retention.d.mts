// Types of retention.mjs.
export declare const RETENTION: Readonly<{ leadYears: number; refusedCommentDays: number }>;
export declare function retentionCutoffs(now: Date): { leadsBefore: Date; commentsBefore: Date };
