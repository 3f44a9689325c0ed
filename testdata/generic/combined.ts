// data/talks-and-papers.ts: the papers as data, notes below.
export const papers = [
  { title: "Graph sketches for streaming joins", authors: ["Wen Li", "Dara Okafor"], venue: "Proc. Stream Systems", year: 2023 },
  { title: "Cheap joins over sliding windows", authors: ["Dara Okafor", "Wen Li", "Sam Ortega"], venue: "Data Systems Journal", year: 2021 },
];

/*
## Older work, not yet in the data

- Li, W., Okafor, D. (2017). Counting sketches for sparse streams. Journal of Streaming Data, 3(2), 11-25.
- Li, W. (2016). Windowed aggregates at scale. Workshop on Stream Processing, 4-9.
*/
