import A; import B;import C
