# Publications as a data frame, one vector per column.
pubs <- data.frame(
  title = c("Grain size and river incision", "Terrace dating with luminescence"),
  authors = c("Rosa Example, Tom Sample", "Tom Sample"),
  journal = c("Earth Surface Letters", "Quaternary Notes"),
  year = c(2020, 2022),
  stringsAsFactors = FALSE
)
