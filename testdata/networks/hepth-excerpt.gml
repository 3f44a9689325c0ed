Creator "Mark Newman on Fri Jul 21 13:45:08 2006"
graph
[
  directed 0
  node
  [
    id 0
    label "SARADZHEV, F"
  ]
  node
  [
    id 1
    label "ANDRADE, MAD"
  ]
  node
  [
    id 2
    label "CIMA, OMD"
  ]
  edge
  [
    source 2
    target 1
    weight 2.45
  ]
  edge
  [
    source 4
    target 3
    weight 1
  ]
  edge
  [
    source 5
    target 3
    weight 11
  ]
]
