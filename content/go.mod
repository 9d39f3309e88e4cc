module goprep/content

go 1.26

require golang.org/x/sync v0.20.0
