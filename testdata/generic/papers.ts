// lib/papers.ts
export type Paper = {
  title: string;
  venue?: string;
  link?: string;
  note?: string;
};

/* The list the site renders. */
export const papers: Paper[] = [
  {
    title: "Promises and the Ethics of Waiting",
    venue: "forthcoming in <em>Journal of Moral Inquiry</em>",
    link: "/papers/waiting.pdf",
    note: "Why a promise to wait binds. (Co-authored with Lena Ortiz)",
  },
  {
    title: "Vagueness Without Borders",
    venue: "<em>Philosophical Quarterly Review</em>, 44(2): 101–120",
    link: "/papers/vague.pdf",
    tags: ["vagueness", "logic"],
  },
  {
    title: 'Counting Possible Worlds',
    venue: `work in progress`,
    note: "Joint work with Hal Brenner and Ida Moss.",
  },
] as const;
