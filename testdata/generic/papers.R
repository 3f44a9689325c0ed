# Publication data for the CV, read by cv.Rmd
pubs <- list(
  list(title = "Grazing pressure and soil carbon", authors = c("Ines Duarte", "Piet Kruger"), journal = "Rangeland Science", year = 2021L),
  list(title = "Fire return intervals in savannas", authors = c("Piet Kruger", "Ines Duarte", "Ola Dahl"), journal = "Fire Ecology Letters", year = 2018),
  list(title = "Drought and tree cover", authors = "Ines Duarte", journal = "Savanna Research", year = 2016)
)
