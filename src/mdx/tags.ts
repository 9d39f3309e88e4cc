/** Tags a chapter may write besides the diagrams (checked at build time; keep in step with components.tsx). */
export const MDX_KIT_TAGS = ['Callout', 'InterviewQuestion', 'Answer', 'Deeper', 'Tldr', 'Figure', 'GoProgram', 'LabEmbed', 'Simulation', 'Quiz'] as const;
